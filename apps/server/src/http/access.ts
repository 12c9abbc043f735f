import type { Context } from 'hono';
import type { FindCaller } from '../deps.ts';
import { keyPrefix, type Mode } from '../domain/keys/api-keys.ts';
import { ApiError } from '../errors.ts';
import type { AppEnv } from './context.ts';

/**
 * Every /api request: a valid `x-api-key` of the server's mode or 401 (code 19), before any validation (see
 * api-gate.ts). The message stays the specification's `Not authorized`, followed for a key of the other mode by
 * which mode the server is; the entry's `field` names the header to send.
 */
export async function authenticate(c: Context<AppEnv>, findCaller: FindCaller): Promise<void> {
  const key = c.req.header('x-api-key');
  const { mode } = c.get('deps').config;
  // A key of the other environment is named as such: live and sandbox never share a server.
  if (key?.startsWith(keyPrefix[otherMode[mode]])) throw wrongEnvironment[mode];
  const caller = key ? await findCaller(key, mode) : undefined;
  if (!caller) throw notAuthorized;
  c.set('caller', caller);
}

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
