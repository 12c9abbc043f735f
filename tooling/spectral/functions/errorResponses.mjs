import { createRulesetFunction } from '@stoplight/spectral-core';
import { graphOf, isObject } from '../lib/graph.mjs';

// Every 4xx/5xx response is a $ref to a shared response (components/responses.yaml, or
// #/components/responses/<Name> once bundled) whose application/json schema is a $ref to ErrorBody.
// Checked on the unresolved files (see lib/graph.mjs): after resolution nothing says "ErrorBody" any more.
export default createRulesetFunction({ input: null, options: null }, (_operation, _options, context) => {
  const graph = graphOf(context);
  const { value: op, source } = graph.at(context.path);
  if (!isObject(op)) return [];
  const responses = graph.deref(op.responses, source);
  if (!isObject(responses.value)) return [];

  const results = [];
  for (const [code, raw] of Object.entries(responses.value)) {
    if (!/^[45]/.test(code)) continue;
    const path = [...context.path, 'responses', code];
    if (!isObject(raw) || typeof raw.$ref !== 'string') {
      results.push({
        message: `Response ${code} must be a $ref to a shared error response (components/responses.yaml).`,
        path,
      });
      continue;
    }
    const response = graph.deref(raw, responses.source);
    if (!isObject(response.value)) continue; // broken $ref: Spectral's resolver reports it already
    const media = response.value.content?.['application/json'];
    if (!isObject(media)) {
      results.push({
        message: `Response ${code} (${response.names.join(' -> ')}) must have application/json content.`,
        path,
      });
      continue;
    }
    const schema = graph.deref(media.schema, response.source);
    if (!schema.names.includes('ErrorBody')) {
      // A path ending on a $ref would be mapped to the $ref's target, so a wrong $ref is reported on the media type.
      const isRef = isObject(media.schema) && typeof media.schema.$ref === 'string';
      results.push({
        message: `Response ${code} (${response.names.join(' -> ')}): its application/json schema must be a $ref to ErrorBody.`,
        path: [...path, 'content', 'application/json', ...(isRef ? [] : ['schema'])],
      });
    }
  }
  return results;
});
