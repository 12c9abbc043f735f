import { createRulesetFunction } from '@stoplight/spectral-core';
import { operationKey, SPEC_OPERATIONS } from '../spec-data.mjs';

// The 19 operations of spec part 4 all exist; every other operation is marked `x-extension: true`
// (the docs and the contract tests tell the two apart), and no spec operation is marked as one.
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export default createRulesetFunction({ input: null, options: null }, (document) => {
  const paths = document?.paths ?? {};
  const seen = new Set();
  const results = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (op === null || typeof op !== 'object') continue;
      const key = operationKey(method, path);
      const section = SPEC_OPERATIONS[key];
      seen.add(key);
      if (section === undefined && op['x-extension'] !== true) {
        results.push({
          message: `${method.toUpperCase()} ${path} is not in spec part 4: mark it \`x-extension: true\`.`,
          path: ['paths', path, method],
        });
      } else if (section !== undefined && op['x-extension'] !== undefined && op['x-extension'] !== false) {
        results.push({
          message: `${method.toUpperCase()} ${path} is spec operation ${section}: it must not be marked x-extension.`,
          path: ['paths', path, method, 'x-extension'],
        });
      }
    }
  }
  for (const [key, section] of Object.entries(SPEC_OPERATIONS)) {
    if (!seen.has(key)) {
      const [method, path] = key.split(' ');
      results.push({
        message: `Spec operation ${section} (${method.toUpperCase()} ${path}) is missing.`,
        path: ['paths'],
      });
    }
  }
  return results;
});
