import type { Context } from 'hono';
import type { Store } from '../db/store.ts';
import { authenticateKey } from '../domain/keys/api-keys.ts';
import { ApiError } from '../errors.ts';
import type { AppEnv } from './context.ts';

/**
 * Every /api request: a valid `x-api-key` or 401 (code 19), before any validation (see api-gate.ts). The
 * message stays the specification's `Not authorized`; the entry's `field` names the header to send.
 */
export async function authenticate(c: Context<AppEnv>, store: Store): Promise<void> {
  const key = c.req.header('x-api-key');
  const caller = key ? await authenticateKey(store, key) : undefined;
  if (!caller) throw notAuthorized;
  c.set('caller', caller);
}

const notAuthorized = new ApiError('notAuthorized', { field: 'header.x-api-key' });
