import { createRulesetFunction } from '@stoplight/spectral-core';
import { isObject } from '../lib/graph.mjs';

// Every response of every operation documents Access-Control-Allow-Origin: a browser reads an answer only
// when CORS allows it, so the document says when the server sends the header (components/headers.yaml).
// OWASP's own rule (owasp:api8:2023-define-cors-origin) looks at every key named `headers` instead, schema
// properties and examples too, so it is off and this rule checks the responses. Header names are
// case-insensitive.
export default createRulesetFunction({ input: null, options: null }, (operation, _options, context) => {
  if (!isObject(operation) || !isObject(operation.responses)) return [];
  const results = [];
  for (const [code, response] of Object.entries(operation.responses)) {
    if (!isObject(response)) continue;
    const headers = isObject(response.headers) ? response.headers : {};
    if (Object.keys(headers).some((key) => key.toLowerCase() === 'access-control-allow-origin')) continue;
    results.push({
      message: `Response ${code} must document the Access-Control-Allow-Origin header (headers: Access-Control-Allow-Origin: $ref to components/headers.yaml#/AccessControlAllowOrigin).`,
      path: [...context.path, 'responses', code],
    });
  }
  return results;
});
