import { createRulesetFunction } from '@stoplight/spectral-core';
import { isObject } from '../lib/graph.mjs';

// Every response of every operation documents the X-Request-Id header, required: the server gives every
// answer the request's id (the caller's valid one, or its own). Header names are case-insensitive.
export default createRulesetFunction({ input: null, options: null }, (operation, _options, context) => {
  if (!isObject(operation) || !isObject(operation.responses)) return [];
  const results = [];
  for (const [code, response] of Object.entries(operation.responses)) {
    if (!isObject(response)) continue;
    const headers = isObject(response.headers) ? response.headers : {};
    const name = Object.keys(headers).find((key) => key.toLowerCase() === 'x-request-id');
    const header = name === undefined ? undefined : headers[name];
    if (isObject(header) && header.required === true) continue;
    results.push({
      message: `Response ${code} must document the required X-Request-Id header (headers: X-Request-Id: $ref to components/headers.yaml#/RequestId): every answer carries it.`,
      path: [...context.path, 'responses', code],
    });
  }
  return results;
});
