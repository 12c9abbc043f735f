/** Where a description's sandbox-only part starts and ends (HTML comments: Swagger UI shows nothing of them). */
const sandboxPart = / ?<!-- sandbox -->[\s\S]*?<!-- \/sandbox -->/g;
const anyMarker = /<!-- \/?sandbox -->/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const componentKinds = [
  'schemas',
  'responses',
  'parameters',
  'examples',
  'requestBodies',
  'headers',
  'securitySchemes',
  'links',
  'callbacks',
  'pathItems',
];

/**
 * The document a production server serves, made once at start from the generated one (the sandbox document
 * stays the generated one, byte for byte): without the operations marked `x-sandbox-only: true` (they do
 * not exist in production), the tags only they used, the components only they referenced, and every part of
 * a text the document marks `<!-- sandbox -->…<!-- /sandbox -->` (the sandbox's magic values and the
 * sandbox operations' instructions). A marker left unclosed throws: the server test reads the real document.
 */
export function productionDocument<T extends object>(document: T): T {
  const full = structuredClone(document) as unknown as JsonObject;
  const reachableBefore = reachableComponents(full);
  const paths = (full.paths ?? {}) as Record<string, JsonObject>;
  const keptTags = new Set<string>();
  const droppedTags = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of methods) {
      const operation = item[method] as JsonObject | undefined;
      if (!operation) continue;
      const tags = (operation.tags ?? []) as string[];
      if (operation['x-sandbox-only'] === true) {
        delete item[method];
        for (const tag of tags) droppedTags.add(tag);
      } else {
        for (const tag of tags) keptTags.add(tag);
      }
    }
    if (!methods.some((method) => method in item)) delete paths[path];
  }
  if (Array.isArray(full.tags)) {
    full.tags = full.tags.filter((tag) => {
      const name = (tag as JsonObject).name as string;
      return keptTags.has(name) || !droppedTags.has(name);
    });
  }
  const reachableAfter = reachableComponents(full);
  const components = (full.components ?? {}) as Record<string, JsonObject>;
  for (const reference of reachableBefore) {
    if (reachableAfter.has(reference)) continue;
    const [, , kind, name] = reference.split('/') as [string, string, string, string];
    delete components[kind]?.[name];
  }
  return withoutSandboxParts(full) as unknown as T;
}

/** Every text of `value` with its sandbox parts cut out, the blank lines they leave closed up. */
function withoutSandboxParts(value: Json): Json {
  if (typeof value === 'string') {
    if (!value.includes('<!-- ')) return value;
    const cut = value
      .replace(sandboxPart, '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n');
    if (anyMarker.test(cut)) throw new Error(`unbalanced sandbox marker in: ${value.slice(0, 120)}`);
    return value.endsWith('\n') ? `${cut.trimEnd()}\n` : cut.trimEnd();
  }
  if (Array.isArray(value)) return value.map(withoutSandboxParts);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withoutSandboxParts(entry)]));
  }
  return value;
}

/** The `#/components/…` references reachable from the document outside its components, through them too. */
function reachableComponents(document: JsonObject): Set<string> {
  const reached = new Set<string>();
  const pending: Json[] = [];
  for (const [key, value] of Object.entries(document)) if (key !== 'components') pending.push(value);
  const components = (document.components ?? {}) as Record<string, JsonObject>;
  // The security schemes are named by `security` requirements, not by references.
  for (const name of Object.keys(components.securitySchemes ?? {})) {
    reached.add(`#/components/securitySchemes/${name}`);
  }
  while (pending.length > 0) {
    const value = pending.pop() as Json;
    if (Array.isArray(value)) pending.push(...value);
    else if (value && typeof value === 'object') {
      const reference = value.$ref;
      if (typeof reference === 'string' && reference.startsWith('#/components/') && !reached.has(reference)) {
        reached.add(reference);
        const [, , kind, name] = reference.split('/') as [string, string, string, string];
        if (componentKinds.includes(kind)) pending.push(components[kind]?.[name] ?? null);
      }
      pending.push(...Object.values(value));
    }
  }
  return reached;
}
