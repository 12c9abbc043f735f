import { type OperationId, operations } from '@cambio/contract';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, FindCaller } from '../deps.ts';
import { keyPrefix, type Mode } from '../domain/keys/api-keys.ts';
import { onBrokerClock } from '../domain/sandbox/clock.ts';
import { ApiError } from '../errors.ts';
import type { AppEnv } from './context.ts';

/** The operations that take no key (`security: []`: the health check), as `GET /api/health`; none has a path parameter. */
const keyless = new Set(
  Object.values(operations)
    .filter((operation) => !operation.requiresKey)
    .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`),
);

/** Whether the request is for an operation that takes no key, which is not rate-limited either (rate-limit.ts). */
export function takesNoKey(c: Context): boolean {
  // Hono answers HEAD with the GET route.
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  return keyless.has(`${method} ${c.req.path}`);
}

/**
 * Every /api request but the keyless ones: a valid key, else 401. A request refused here is first counted
 * by its client address (`countRefused`, the rate limit of requests without a valid key: 429 past it).
 */
export function apiKey(
  deps: AppDeps,
  countRefused: (c: Context<AppEnv>) => Promise<void> | undefined,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (takesNoKey(c)) return next();
    try {
      await authenticate(c, deps.findCaller);
    } catch (error) {
      await countRefused(c);
      throw error;
    }
    return next();
  };
}

/**
 * A valid `x-api-key` of the server's mode or 401 (code 19), before any validation. The message stays the
 * specification's `Not authorized`, followed for a key of the other mode by which mode the server is; the
 * entry's `field` names the header to send.
 */
export async function authenticate(c: Context<AppEnv>, findCaller: FindCaller): Promise<void> {
  const key = c.req.header('x-api-key');
  const { mode } = c.get('deps').config;
  // A key of the other environment is named as such: live and sandbox never share a server.
  if (key?.startsWith(keyPrefix[otherMode[mode]])) throw wrongEnvironment[mode];
  const caller = key ? await findCaller(key, mode) : undefined;
  if (!caller) throw notAuthorized;
  c.set('caller', caller);
  // From here on the request reads its broker's clock.
  c.set('deps', onBrokerClock(c.get('deps'), caller.clockOffsetMs));
}

/**
 * The role and approval an operation needs, as the document marks them (`x-required-role`,
 * `x-requires-approval`), else 403 (code 19) saying which; given with the route, so it runs before its
 * validators.
 */
export function authorize(id: OperationId): MiddlewareHandler<AppEnv> {
  const { role, requiresApproval } = operations[id];
  return (c, next) => {
    const caller = c.get('caller');
    if (role === 'createAndModify' && caller.role !== 'createAndModify') {
      throw new ApiError('forbidden', {
        message: `Not authorized: this operation needs a key with the createAndModify role; this key has the ${caller.role} role`,
      });
    }
    if (requiresApproval && !caller.approved) throw notApproved;
    return next();
  };
}

const notApproved = new ApiError('forbidden', {
  message: "Not authorized: this operation needs the key's user to be approved in at least one country",
});

const notAuthorized = new ApiError('notAuthorized', { field: 'header.x-api-key' });

const otherMode: Readonly<Record<Mode, Mode>> = { sandbox: 'production', production: 'sandbox' };
const wrongEnvironment: Readonly<Record<Mode, ApiError>> = {
  sandbox: new ApiError('notAuthorized', {
    field: 'header.x-api-key',
    message: 'Not authorized: this is a sandbox server, which takes sandbox keys (sk_sandbox_) only',
  }),
  production: new ApiError('notAuthorized', {
    field: 'header.x-api-key',
    message: 'Not authorized: this is a production server, which takes live keys (sk_live_) only',
  }),
};
