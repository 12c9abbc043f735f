import { createRulesetFunction } from '@stoplight/spectral-core';
import { takesNoKey } from '../lib/keyless.mjs';

// Status codes an operation must document, derived from what it takes and what it requires.
//   mode "core":  401 and 500 always (every operation is authenticated and can fail), but no 401 for one
//                 that takes no key (`security: []`); 400 with a body.
//   mode "input": 400 with any parameter, 413 with a body, 404 with an {id} in the path, 403 when the
//                 operation needs the createAndModify role or an approved caller (x-required-role /
//                 x-requires-approval). The openapi-common brief asks for these; a judgement call, so warn.
export default createRulesetFunction(
  {
    input: null,
    options: {
      type: 'object',
      properties: { mode: { enum: ['core', 'input'] } },
      required: ['mode'],
      additionalProperties: false,
    },
  },
  (operation, { mode }, context) => {
    if (operation === null || typeof operation !== 'object') return [];
    const [, pathKey] = context.path;
    const pathItem = context.documentInventory.resolved?.paths?.[pathKey] ?? {};
    const responses = operation.responses ?? {};
    const hasBody = operation.requestBody !== undefined;
    const hasParams = [...(operation.parameters ?? []), ...(pathItem.parameters ?? [])].length > 0;

    const needed = [];
    if (mode === 'core') {
      if (!takesNoKey(operation)) needed.push(['401', 'the operation needs the API key']);
      needed.push(['500', 'every operation can fail']);
      if (hasBody) needed.push(['400', 'it takes a request body']);
    } else {
      if (hasParams && !hasBody) needed.push(['400', 'it takes parameters']);
      if (hasBody) needed.push(['413', 'it takes a request body']);
      if (/\{id\}/.test(String(pathKey))) needed.push(['404', 'it has an {id} in the path']);
      if (operation['x-required-role'] === 'createAndModify' || operation['x-requires-approval'] === true) {
        needed.push(['403', 'it needs the createAndModify role or an approved caller']);
      }
    }
    return needed
      .filter(([code]) => responses[code] === undefined)
      .map(([code, why]) => ({
        message: `Operation must document a ${code} response (${why}).`,
        path: [...context.path, 'responses'],
      }));
  },
);
