import { createRulesetFunction } from '@stoplight/spectral-core';
import { graphOf } from '../lib/graph.mjs';
import { SPEC_ENUMS } from '../spec-data.mjs';

// The named enum schemas equal the specification's lists (values and order), followed by the values the
// schema declares as this service's own in `x-extension-values` (in that order), and by nothing else.
// Names are found on the unresolved files (see lib/graph.mjs): a schema is "Country" when it is
// components.schemas.Country (bundled file) or the target of a $ref ending in /Country
// (e.g. components/schemas/common.yaml#/Country in the split source). Only schemas reachable from the
// root count: a schema nothing refers to is not part of the published document.
export default createRulesetFunction({ input: null, options: null }, (_input, _options, context) => {
  const schemas = graphOf(context).schemas();
  const results = [];
  for (const [name, expected] of Object.entries(SPEC_ENUMS)) {
    const schema = schemas.find((s) => s.names.includes(name));
    if (schema === undefined) {
      results.push({
        message: `Schema "${name}" (a specification enumeration) is missing or never referenced.`,
        path: [],
      });
      continue;
    }
    const actual = schema.value.enum;
    const extensions = schema.value['x-extension-values'] ?? [];
    const allowed = [...expected, ...extensions];
    if (JSON.stringify(actual) !== JSON.stringify(allowed)) {
      const declared =
        extensions.length > 0 ? `, then its x-extension-values [${extensions.join(', ')}]` : '';
      results.push({
        message: `Schema "${name}" must have enum [${expected.join(', ')}] (the specification's list, in its order${declared}); it has ${Array.isArray(actual) ? `[${actual.join(', ')}]` : 'no enum'}.`,
        path: Array.isArray(actual) ? [...schema.path, 'enum'] : schema.path,
      });
    }
  }
  return results;
});
