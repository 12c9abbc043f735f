import { type OperationId, operations } from '@cambio/contract';
import type { MiddlewareHandler } from 'hono';
import { authenticateKey } from '../domain/keys/api-keys.ts';
import { ApiError } from '../errors.ts';
import type { AppEnv } from './context.ts';

/** Every /api request: a valid `x-api-key` or 401 (code 19). Runs before any validation. */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header('x-api-key');
  const caller = key ? await authenticateKey(c.get('deps').store, key) : undefined;
  if (!caller) throw new ApiError('notAuthorized');
  c.set('caller', caller);
  await next();
};

/**
 * The role and approval an operation needs, as the document marks them (`x-required-role`,
 * `x-requires-approval`); 403 (code 19) otherwise. Runs before the operation's validators.
 */
export function authorize(operationId: OperationId): MiddlewareHandler<AppEnv> {
  const { role, requiresApproval } = operations[operationId];
  return async (c, next) => {
    const caller = c.get('caller');
    if (role === 'createAndModify' && caller.role !== 'createAndModify') throw new ApiError('forbidden');
    if (requiresApproval && !caller.approved) throw new ApiError('forbidden');
    await next();
  };
}
