import { createRulesetFunction } from '@stoplight/spectral-core';
import { takesNoKey } from '../lib/keyless.mjs';
import { operationKey, SPEC_CREATE_AND_MODIFY, SPEC_REQUIRES_APPROVAL } from '../spec-data.mjs';

// Code generation reads x-required-role / x-requires-approval to guard each route, so every operation
// states both, and the operations named by spec part 5.3 / 5.4 state what the spec says. An operation that
// takes no key (`security: []`) has no caller: it states neither.
const ROLES = ['read', 'createAndModify'];

export default createRulesetFunction({ input: null, options: null }, (operation, _options, context) => {
  if (operation === null || typeof operation !== 'object') return [];
  const [, path, method] = context.path;
  const key = operationKey(method, path);
  const role = operation['x-required-role'];
  const approval = operation['x-requires-approval'];
  if (takesNoKey(operation)) {
    return ['x-required-role', 'x-requires-approval']
      .filter((field) => field in operation)
      .map((field) => ({
        message: `An operation that takes no key (\`security: []\`) has no \`${field}\`.`,
        path: [...context.path, field],
      }));
  }
  const results = [];
  if (!ROLES.includes(role)) {
    results.push({
      message: 'Operation must have `x-required-role`: read or createAndModify.',
      path: context.path,
    });
  } else if (SPEC_CREATE_AND_MODIFY.includes(key) && role !== 'createAndModify') {
    results.push({
      message: 'Spec 5.3: this operation requires `x-required-role: createAndModify`.',
      path: [...context.path, 'x-required-role'],
    });
  }
  if (typeof approval !== 'boolean') {
    results.push({
      message: 'Operation must have `x-requires-approval`: true or false.',
      path: context.path,
    });
  } else if (SPEC_REQUIRES_APPROVAL.includes(key) && approval !== true) {
    results.push({
      message: 'Spec 5.4: this operation requires `x-requires-approval: true`.',
      path: [...context.path, 'x-requires-approval'],
    });
  }
  return results;
});
