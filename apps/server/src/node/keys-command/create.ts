// `keys create`: a new key acting as a user, of its broker's mode, shown once.
import { eq } from 'drizzle-orm';
import { brokers, users } from '../../db/schema.ts';
import type { Store } from '../../deps.ts';
import { issueKey, type Mode } from '../../domain/keys/api-keys.ts';
import { commandNames } from '../command-names.ts';
import { NotFoundError, type Output } from './output.ts';
import type { Command } from './parse.ts';

const modeWords: Readonly<Record<Mode, string>> = { sandbox: 'sandbox', production: 'live' };

export async function createKey(
  store: Store,
  command: Extract<Command, { name: 'create' }>,
  output: Output,
): Promise<void> {
  const [user] = await store.db
    .select({ id: users.id, brokerId: users.brokerId, mode: brokers.mode })
    .from(users)
    .innerJoin(brokers, eq(brokers.id, users.brokerId))
    .where(eq(users.id, command.user));
  if (!user)
    throw new NotFoundError(`no user ${command.user} (${commandNames().keys} list shows the users of keys)`);
  // The key is of its broker's mode, which checkDatabaseMode has just matched with the configured one.
  const issued = await issueKey(store, {
    brokerId: user.brokerId,
    userId: user.id,
    role: command.role,
    label: command.label,
    mode: user.mode,
    at: new Date(),
  });
  output.out(
    `${issued.id} ${issued.role} ${modeWords[user.mode]} key for ${issued.userId} (shown once, store it now):\n${issued.key}`,
  );
}
