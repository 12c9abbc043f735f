// Where a node of the bundled document is written in the split source: the file and the line.
//
// Spectral lints the bundle (see lint-document.mjs) and reports paths in it, such as
// `paths./api/users.get.summary` or `components.examples.CompletedOrder.value`. The bundler inlines some
// $ref'd files (path items) and hoists others into `components` under names of its own choosing, so a
// bundled path is mapped back by walking the bundle and the source side by side from the root: where the
// source has a $ref and the bundle has the content, the source $ref is followed; where the bundle has a
// `#/components/...` $ref, that component is recorded as written at the source $ref's target.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Document } from '@stoplight/spectral-core';
import Parsers from '@stoplight/spectral-parsers';

const isObject = (v) => v !== null && typeof v === 'object';
const isRef = (v) => isObject(v) && typeof v.$ref === 'string';

function pointerSegments(pointer) {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}
const valueAt = (node, path) => path.reduce((v, key) => (isObject(v) ? v[key] : undefined), node);

/**
 * @param bundled the bundled document, $refs kept (`#/components/<kind>/<Name>`)
 * @param rootFile the absolute path of the source root (openapi.yaml)
 * @returns locate(bundledPath) -> { file, line, column } (1-based), the closest written node
 */
export function sourceMapOf(bundled, rootFile) {
  const files = new Map();
  const load = (file) => {
    let parsed = files.get(file);
    if (parsed === undefined) {
      parsed = new Document(readFileSync(file, 'utf8'), Parsers.Yaml, file);
      files.set(file, parsed);
    }
    return parsed;
  };
  const at = (file, path) => ({ file, path, node: valueAt(load(file).data, path) });
  const followOnce = (s) => {
    const [target, pointer = ''] = s.node.$ref.split('#');
    return at(target === '' ? s.file : resolve(dirname(s.file), target), pointerSegments(pointer));
  };
  const deref = (s) => {
    for (let hops = 0; isRef(s.node) && hops < 20; hops += 1) s = followOnce(s);
    return s;
  };

  // `components/<kind>/<Name>` of the bundle -> where the source writes it.
  const components = new Map();
  const pair = (b, s) => {
    if (isRef(b) && b.$ref.startsWith('#/')) {
      const key = b.$ref.slice(2);
      if (components.has(key)) return;
      const target = isRef(s.node) ? followOnce(s) : s;
      components.set(key, target);
      pair(valueAt(bundled, pointerSegments(b.$ref.slice(1))), target);
      return;
    }
    s = deref(s);
    if (!isObject(b) || !isObject(s.node)) return;
    for (const key of Object.keys(b)) {
      if (key in s.node) pair(b[key], { file: s.file, path: [...s.path, key], node: s.node[key] });
    }
  };
  const root = at(rootFile, []);
  pair(bundled, root);

  return function locate(bundledPath) {
    const path = bundledPath.map(String);
    const component = path[0] === 'components' ? components.get(path.slice(0, 3).join('/')) : undefined;
    let [b, s, rest] =
      component === undefined
        ? [bundled, root, path]
        : [valueAt(bundled, path.slice(0, 3)), component, path.slice(3)];
    let found = s;
    for (const key of rest) {
      if (isRef(b) && b.$ref.startsWith('#/') && components.has(b.$ref.slice(2))) {
        s = components.get(b.$ref.slice(2));
        b = valueAt(bundled, pointerSegments(b.$ref.slice(1)));
      }
      s = deref(s);
      if (!isObject(s.node) || !(key in s.node)) break;
      b = isObject(b) ? b[key] : undefined;
      s = { file: s.file, path: [...s.path, key], node: s.node[key] };
      found = s;
    }
    const range = load(found.file).getRangeForJsonPath(found.path, true);
    return {
      file: found.file,
      line: (range?.start.line ?? 0) + 1,
      column: (range?.start.character ?? 0) + 1,
    };
  };
}
