// A view of the UNRESOLVED document graph (root file + every file Spectral loaded while resolving).
//
// Why: rules that need to know what a $ref points at (the ErrorBody check, the named enum schemas) cannot
// run on Spectral's resolved document, where $refs are replaced by their targets and names are lost.
// Rules with `resolved: false` do not help either: Spectral then runs them on the root file only
// (DocumentInventory.unresolved), never on the referenced files. So those rules run as resolved rules and
// walk the unresolved files themselves, from `documentInventory.referencedDocuments`.
// The paths they report are LOGICAL paths (as in the resolved document, e.g. paths./api/x.get...);
// Spectral maps such paths through the $refs to the file and line where the node is written.
// This works the same on the split source (file refs) and on a bundled file (#/components/... refs).

const cache = new WeakMap();

/** One graph per lint run (cached on the DocumentInventory, shared by all rules). */
export function graphOf(context) {
  const inventory = context.documentInventory;
  let graph = cache.get(inventory);
  if (graph === undefined) {
    graph = new RefGraph(inventory);
    cache.set(inventory, graph);
  }
  return graph;
}

export const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

class RefGraph {
  constructor(inventory) {
    this.rootSource = inventory.document.source ?? '';
    this.docs = new Map();
    for (const [source, doc] of Object.entries(inventory.referencedDocuments ?? {}))
      this.docs.set(source, doc.data);
    this.docs.set(this.rootSource, inventory.unresolved);
    this.schemaIndex = undefined;
  }

  /** Where a $ref points: { value, source, name } or null when it cannot be followed. */
  target(ref, fromSource) {
    const hash = ref.indexOf('#');
    const file = hash === -1 ? ref : ref.slice(0, hash);
    const pointer = hash === -1 ? '' : ref.slice(hash + 1);
    const source = file === '' ? fromSource : resolveFile(fromSource, file);
    let value = this.docs.get(source);
    const segments = pointer.split('/').slice(1).map(decodeSegment);
    for (const segment of segments) {
      if (value === null || typeof value !== 'object') return null;
      value = value[segment];
    }
    if (value === undefined) return null;
    return { value, source, name: nameOf(segments, source, this.rootSource) };
  }

  /** Follows a $ref chain. `names` are the component names met on the way (e.g. ['BadRequest']). */
  deref(node, source) {
    const names = [];
    const seen = new Set();
    while (isObject(node) && typeof node.$ref === 'string') {
      const key = `${source}|${node.$ref}`;
      if (seen.has(key)) break;
      seen.add(key);
      const t = this.target(node.$ref, source);
      if (t === null) return { value: undefined, source, names };
      if (t.name !== null) names.push(t.name);
      node = t.value;
      source = t.source;
    }
    return { value: node, source, names };
  }

  /** The raw (unresolved) node at a logical path, e.g. ['paths', '/api/x', 'get', 'responses', '400']. */
  at(path) {
    let value = this.docs.get(this.rootSource);
    let source = this.rootSource;
    for (const segment of path) {
      ({ value, source } = this.deref(value, source));
      if (value === null || typeof value !== 'object') return { value: undefined, source };
      value = value[segment];
    }
    return { value, source };
  }

  /** Every schema reachable from the root, once each: [{ path, raw, value, source, names }]. */
  schemas() {
    if (this.schemaIndex === undefined) this.schemaIndex = collectSchemas(this);
    return this.schemaIndex;
  }
}

// A component name: `#/components/<kind>/<Name>` in any file, `file.yaml#/<Name>` (a top-level key of a
// multi-schema file such as components/schemas/common.yaml) or a whole file (`Name.yaml`).
function nameOf(segments, source, rootSource) {
  if (segments.length === 3 && segments[0] === 'components') return segments[2];
  if (source === rootSource) return null;
  if (segments.length === 1) return segments[0];
  if (segments.length === 0) return source.replace(/^.*\//, '').replace(/\.[^.]*$/, '');
  return null;
}

function decodeSegment(segment) {
  let s = segment;
  try {
    s = decodeURIComponent(s);
  } catch {
    // keep the raw segment
  }
  return s.replace(/~1/g, '/').replace(/~0/g, '~');
}

// Relative file refs resolve against the referencing file, like Spectral's resolver does.
// (Plain string handling: node:path would have to be bundled by the Spectral CLI.)
function resolveFile(fromSource, file) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(file) || file.startsWith('/')) return file;
  const parts = fromSource.split('/').slice(0, -1);
  for (const part of file.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const SCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs'];
const SCHEMA_ONE = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

// Walks the OpenAPI structure (not a blind `..` search, which would also match example values) and
// collects each schema object once, at the first logical path it is reached by.
function collectSchemas(graph) {
  const found = new Map(); // schema object -> entry
  const each = (map, fn) => {
    if (isObject(map)) for (const [k, v] of Object.entries(map)) fn(k, v);
  };

  const schema = (raw, source, path, name) => {
    const { value, source: at, names } = graph.deref(raw, source);
    if (!isObject(value)) return;
    const known = found.get(value);
    if (known !== undefined) {
      known.names.push(...names, ...(name ? [name] : []));
      return;
    }
    found.set(value, { path, raw, value, source: at, names: [...(name ? [name] : []), ...names] });
    for (const key of SCHEMA_MAPS) each(value[key], (k, v) => schema(v, at, [...path, key, k]));
    for (const key of SCHEMA_ONE) if (isObject(value[key])) schema(value[key], at, [...path, key]);
    for (const key of SCHEMA_LISTS) {
      if (Array.isArray(value[key]))
        for (const [i, v] of value[key].entries()) schema(v, at, [...path, key, i]);
    }
  };
  const content = (raw, source, path) => {
    each(raw, (mt, media) => {
      if (isObject(media) && media.schema !== undefined)
        schema(media.schema, source, [...path, mt, 'schema']);
    });
  };
  const withSchema = (raw, source, path) => {
    const { value, source: at } = graph.deref(raw, source);
    if (!isObject(value)) return;
    if (value.schema !== undefined) schema(value.schema, at, [...path, 'schema']);
    content(value.content, at, [...path, 'content']);
    each(value.headers, (h, header) => withSchema(header, at, [...path, 'headers', h]));
  };
  const params = (raw, source, path) => {
    if (Array.isArray(raw)) for (const [i, p] of raw.entries()) withSchema(p, source, [...path, i]);
  };
  const pathItem = (raw, source, path) => {
    const { value, source: at } = graph.deref(raw, source);
    if (!isObject(value)) return;
    params(value.parameters, at, [...path, 'parameters']);
    for (const method of METHODS) {
      const op = value[method];
      if (!isObject(op)) continue;
      const opPath = [...path, method];
      params(op.parameters, at, [...opPath, 'parameters']);
      if (op.requestBody !== undefined) withSchema(op.requestBody, at, [...opPath, 'requestBody']);
      const responses = graph.deref(op.responses, at);
      each(responses.value, (code, r) => withSchema(r, responses.source, [...opPath, 'responses', code]));
    }
  };

  const root = graph.docs.get(graph.rootSource);
  const src = graph.rootSource;
  if (!isObject(root)) return [];
  // Components first, so that in a bundled file a schema is reported at components.schemas.<Name>.
  const components = isObject(root.components) ? root.components : {};
  each(components.schemas, (n, s) => schema(s, src, ['components', 'schemas', n], n));
  for (const kind of ['parameters', 'requestBodies', 'responses', 'headers']) {
    each(components[kind], (n, c) => withSchema(c, src, ['components', kind, n]));
  }
  each(components.pathItems, (n, item) => pathItem(item, src, ['components', 'pathItems', n]));
  each(root.paths, (p, item) => pathItem(item, src, ['paths', p]));
  each(root.webhooks, (w, item) => pathItem(item, src, ['webhooks', w]));
  return [...found.values()];
}
