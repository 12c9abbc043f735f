import { createRulesetFunction } from '@stoplight/spectral-core';
import { isObject } from '../lib/graph.mjs';

// A list (a 2xx answer whose JSON body is an array) documents how many records match over all pages:
// X-Total-Count (required; the contract suite refuses a list without it) and X-Total-Count-Capped. A list
// that takes a `cursor` query parameter also documents X-Next-Cursor, the value to send as `cursor` for the
// next page. Header names are case-insensitive.
const HEADERS = [
  ['X-Total-Count', 'TotalCount', true],
  ['X-Total-Count-Capped', 'TotalCountCapped', false],
];
const CURSOR_HEADER = ['X-Next-Cursor', 'NextCursor', false];

export default createRulesetFunction({ input: null, options: null }, (operation, _options, context) => {
  if (!isObject(operation) || !isObject(operation.responses)) return [];
  const [, pathKey] = context.path;
  const pathItem = context.documentInventory.resolved?.paths?.[pathKey] ?? {};
  const parameters = [...(operation.parameters ?? []), ...(pathItem.parameters ?? [])];
  const takesCursor = parameters.some((p) => p?.in === 'query' && p?.name === 'cursor');
  const results = [];
  for (const [code, response] of Object.entries(operation.responses)) {
    if (!/^2/.test(code) || !isObject(response)) continue;
    if (response.content?.['application/json']?.schema?.type !== 'array') continue;
    const headers = isObject(response.headers) ? response.headers : {};
    const find = (name) => headers[Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase())];
    const missing = (takesCursor ? [...HEADERS, CURSOR_HEADER] : HEADERS).filter(([name, , required]) => {
      const header = find(name);
      return !isObject(header) || (required && header.required !== true);
    });
    if (missing.length === 0) continue;
    results.push({
      message: `Response ${code} is a list${takesCursor ? ' read by `cursor`' : ''}: it must document ${missing.map(([name, component]) => `${name} ($ref to components/headers.yaml#/${component})`).join(', ')}.`,
      path: [...context.path, 'responses', code],
    });
  }
  return results;
});
