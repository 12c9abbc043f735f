import { and, eq, sql } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { users } from './schema.ts';

type UserRow = typeof users.$inferSelect;

/** Whether a user of the broker has the e-mail, in any letter case. */
export async function emailInUse(store: Store, brokerId: string, email: string): Promise<boolean> {
  const rows = await store.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brokerId, brokerId), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1);
  return rows.length > 0;
}

export function insertUser(store: Store, row: UserRow): Statement {
  return store.db.insert(users).values(row);
}

/** The user's changes, only over the version that was read: place `store.guardChanged()` after it. */
export function updateUserAsRead(
  store: Store,
  read: Pick<UserRow, 'id' | 'version'>,
  changes: Partial<UserRow>,
): Statement {
  return store.db
    .update(users)
    .set(changes)
    .where(and(eq(users.id, read.id), eq(users.version, read.version)));
}

/** The user's `updatedAt` moved (a change of its onboardings), its version kept. */
export function touchUser(store: Store, id: string, updatedAt: string): Statement {
  return store.db.update(users).set({ updatedAt }).where(eq(users.id, id));
}
