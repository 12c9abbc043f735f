import { createRulesetFunction } from '@stoplight/spectral-core';

// Examples feed the docs, the mock server and the example validation of the built-in rules.
// Every 2xx response body and every parameter (operation or path level) has one.
const hasExample = (node) =>
  node !== null &&
  typeof node === 'object' &&
  (node.example !== undefined ||
    (Array.isArray(node.examples)
      ? node.examples.length > 0
      : node.examples !== null &&
        typeof node.examples === 'object' &&
        Object.keys(node.examples).length > 0));

export default createRulesetFunction({ input: null, options: null }, (operation, _options, context) => {
  if (operation === null || typeof operation !== 'object') return [];
  const results = [];
  for (const [code, response] of Object.entries(operation.responses ?? {})) {
    if (!/^2/.test(code)) continue;
    for (const [mediaType, media] of Object.entries(response?.content ?? {})) {
      if (!hasExample(media) && !hasExample(media?.schema)) {
        results.push({
          message: `Response ${code} ${mediaType} needs an example (\`example\`/\`examples\` on the media type or the schema).`,
          path: [...context.path, 'responses', code, 'content', mediaType],
        });
      }
    }
  }
  const [, pathKey] = context.path;
  const pathItem = context.documentInventory.resolved?.paths?.[pathKey] ?? {};
  const params = [
    ...(pathItem.parameters ?? []).map((p, i) => [p, ['paths', pathKey, 'parameters', i]]),
    ...(operation.parameters ?? []).map((p, i) => [p, [...context.path, 'parameters', i]]),
  ];
  for (const [param, path] of params) {
    if (!hasExample(param) && !hasExample(param?.schema)) {
      results.push({ message: `Parameter "${param?.name}" needs an example.`, path });
    }
  }
  return results;
});
