import { createRulesetFunction } from '@stoplight/spectral-core';
import { graphOf, isObject } from '../lib/graph.mjs';
import { PROPERTY_NAME_ALLOWLIST } from '../spec-data.mjs';

// Checks every property of every schema reachable from the root, on the unresolved files (see
// lib/graph.mjs): there a `$ref` property is visible as such, and a description written beside a $ref
// (allowed in 3.1) is not lost as it is in Spectral's resolved document.
//   check "description": the property, or the schema its $ref points at, has a description.
//   check "type":        type, $ref, oneOf, anyOf, allOf, enum or const.
//   check "camelCase":   property names are camelCase, except the spec's own names.
const CAMEL = /^[a-z][a-z0-9]*(?:[A-Z0-9](?:[a-z0-9]+|$))*$/; // Spectral's `casing: camel`
const TYPED_BY = ['type', '$ref', 'oneOf', 'anyOf', 'allOf', 'enum', 'const'];

export default createRulesetFunction(
  {
    input: null,
    options: {
      type: 'object',
      properties: { check: { enum: ['description', 'type', 'camelCase'] } },
      required: ['check'],
      additionalProperties: false,
    },
  },
  (_input, { check }, context) => {
    const graph = graphOf(context);
    const results = [];
    for (const schema of graph.schemas()) {
      if (!isObject(schema.value.properties)) continue;
      const propertiesPath = [...schema.path, 'properties'];
      for (const [name, raw] of Object.entries(schema.value.properties)) {
        const isRef = isObject(raw) && typeof raw.$ref === 'string';
        // A $ref'd property's own path would be mapped to the referenced schema's file, so problems that
        // belong to the property itself are reported on the enclosing `properties`.
        const ownPath = isRef ? propertiesPath : [...propertiesPath, name];
        if (check === 'camelCase') {
          if (!CAMEL.test(name) && !PROPERTY_NAME_ALLOWLIST.includes(name)) {
            results.push({
              message: `Property name "${name}" must be camelCase (or one of the spec's own names).`,
              path: ownPath,
            });
          }
        } else if (check === 'type') {
          if (!isObject(raw) || !TYPED_BY.some((k) => k in raw)) {
            results.push({
              message: `Property "${name}" must have a type (or $ref/oneOf/anyOf/allOf/enum/const).`,
              path: ownPath,
            });
          }
        } else if (!hasDescription(raw) && !hasDescription(graph.deref(raw, schema.source).value)) {
          results.push({
            message: `Property "${name}" must have a description.`,
            path: [...propertiesPath, name],
          });
        }
      }
    }
    return results;
  },
);

const hasDescription = (node) =>
  isObject(node) && typeof node.description === 'string' && node.description.trim() !== '';
