import { createRulesetFunction } from '@stoplight/spectral-core';
import { takesNoKey } from '../lib/keyless.mjs';

// Every operation says `security: [{ApiKeyAuth: []}]` itself, so that reading one path file (or the
// generated route) is enough to know it is protected, and so an empty root `security` cannot open it.
// The one way to take no key is to say that too: `security: []` on the operation (the health check).
export default createRulesetFunction({ input: null, options: null }, (operation, _options, context) => {
  const security = operation?.security;
  if (takesNoKey(operation)) return [];
  if (!Array.isArray(security)) {
    return [
      {
        message:
          'Operation must state `security: [{ApiKeyAuth: []}]` explicitly (or `security: []`: no key).',
        path: context.path,
      },
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
