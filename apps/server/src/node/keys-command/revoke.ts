// `keys revoke`: a key refused from the next request.
import type { Store } from '../../deps.ts';
import { revokeKey } from '../../domain/keys/api-keys.ts';
import { commandNames } from '../command-names.ts';
import { NotFoundError, type Output } from './output.ts';
import type { Command } from './parse.ts';

export async function revoke(
  store: Store,
  command: Extract<Command, { name: 'revoke' }>,
  output: Output,
): Promise<void> {
  if (!(await revokeKey(store, command.keyId, new Date()))) {
    throw new NotFoundError(`no active key ${command.keyId} (${commandNames().keys} list shows them)`);
  }
  output.out(`revoked ${command.keyId}`);
}
