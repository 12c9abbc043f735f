import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { perStore } from './prepared.ts';
import { apiKeys, brokers, onboardings, users } from './schema.ts';

export function insertApiKey(store: Store, row: typeof apiKeys.$inferInsert): Statement {
  return store.db.insert(apiKeys).values(row);
}

// Every request authenticates: one statement, prepared once per store. The join also makes drizzle qualify
// the columns, which the correlated `approved` subquery needs (unqualified, user_id would match itself).
const callerByKeyHash = perStore((db) => {
  const approved = sql<number>`exists (select 1 from ${onboardings} where ${onboardings.userId} = ${apiKeys.userId} and ${onboardings.status} = 'approved')`;
  return db
    .select({
      keyId: apiKeys.id,
      brokerId: apiKeys.brokerId,
      userId: apiKeys.userId,
      role: apiKeys.role,
      approved,
      clockOffsetMs: brokers.clockOffsetMs,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .innerJoin(brokers, eq(brokers.id, apiKeys.brokerId))
    .where(
      and(
        eq(apiKeys.hash, sql.placeholder('hash')),
        isNull(apiKeys.revokedAt),
        eq(brokers.mode, sql.placeholder('mode')),
      ),
    )
    .prepare();
});

/** The unrevoked key with this hash, of a broker of `mode`: who it acts as, and whether that user is approved. */
export async function callerOfKeyHash(store: Store, hash: string, mode: string) {
  return callerByKeyHash(store).get({ hash, mode });
}

/** Every key, revoked ones too, oldest first; never its hash. */
export async function listApiKeys(store: Store) {
  return store.db
    .select({
      id: apiKeys.id,
      prefix: apiKeys.prefix,
      role: apiKeys.role,
      brokerId: apiKeys.brokerId,
      userId: apiKeys.userId,
      label: apiKeys.label,
      createdAt: apiKeys.createdAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .orderBy(apiKeys.createdAt);
}

/** Whether the key `id` exists and is not revoked. */
export async function activeKeyExists(store: Store, id: string): Promise<boolean> {
  const found = await store.db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  return found.length > 0;
}

/** The key revoked at `at`, unless it is already. */
export function revokeApiKey(store: Store, id: string, at: string): Statement {
  return store.db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
}
