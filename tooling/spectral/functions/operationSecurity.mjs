import { createRulesetFunction } from '@stoplight/spectral-core';

// Every operation says `security: [{ApiKeyAuth: []}]` itself, so that reading one path file (or the
// generated route) is enough to know it is protected, and so an empty root `security` cannot open it.
export default createRulesetFunction({ input: null, options: null }, (operation, _options, context) => {
  const security = operation?.security;
  if (!Array.isArray(security) || security.length === 0) {
    return [
      { message: 'Operation must state `security: [{ApiKeyAuth: []}]` explicitly.', path: context.path },
    ];
  }
  const results = [];
  security.forEach((requirement, i) => {
    if (requirement === null || typeof requirement !== 'object' || !('ApiKeyAuth' in requirement)) {
      results.push({
        message: 'Every security requirement must use ApiKeyAuth (an empty `{}` would make auth optional).',
        path: [...context.path, 'security', i],
      });
    }
  });
  return results;
});
