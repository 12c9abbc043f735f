import { and, eq, lte } from 'drizzle-orm';
import { idempotencyKeys } from './idempotency-schema.ts';
import { ConcurrentChangeError, type Statement, type Store } from './store.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** The answer kept for a key: replayed as it was first sent. */
export type StoredAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * Claims `key` for one request, atomically: the insert wins unless a live row holds the key; a row past
 * its expiry is replaced in the same statement. The guard turns "the upsert changed nothing" into a lost
 * claim, on better-sqlite3 and in a D1 batch alike. Returns whether this claim won.
 */
export async function claimIdempotencyKey(
  store: Store,
  claim: { id: string; brokerId: string; key: string; fingerprint: string; at: Date; until: Date },
): Promise<boolean> {
  const createdAt = claim.at.toISOString();
  const replacement = {
    id: claim.id,
    fingerprint: claim.fingerprint,
    status: null,
    headers: null,
    body: null,
    createdAt,
    expiresAt: claim.until.toISOString(),
  };
  try {
    await store.commit([
      store.db
        .insert(idempotencyKeys)
        .values({ ...replacement, brokerId: claim.brokerId, key: claim.key })
        .onConflictDoUpdate({
          target: [idempotencyKeys.brokerId, idempotencyKeys.key],
          set: replacement,
          setWhere: lte(idempotencyKeys.expiresAt, createdAt),
        }),
      store.guardChanged(),
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConcurrentChangeError) return false;
    throw error;
  }
}

export async function findIdempotencyKey(
  store: Store,
  brokerId: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const rows = await store.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.brokerId, brokerId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return rows[0];
}

/** Keeps the answer of a claim until `until`; a claim that was replaced meanwhile is left alone. */
export async function completeIdempotencyKey(
  store: Store,
  claimId: string,
  answer: StoredAnswer,
  until: Date,
): Promise<void> {
  await store.commit([
    store.db
      .update(idempotencyKeys)
      .set({ ...answer, expiresAt: until.toISOString() })
      .where(eq(idempotencyKeys.id, claimId)),
  ]);
}

/** Frees the key of a request whose answer is not kept (refused or failed), so a fixed retry can run. */
export async function releaseIdempotencyKey(store: Store, claimId: string): Promise<void> {
  await store.commit([store.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claimId))]);
}

/** The deletion of the rows past their expiry, for the hourly purge job (domain/maintenance/purge.ts). */
export function expiredIdempotencyKeysDeletion(store: Store, now: Date): Statement {
  return store.db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now.toISOString()));
}

/** Deletes the rows past their expiry now. */
export async function purgeExpiredIdempotencyKeys(store: Store, now: Date): Promise<void> {
  await store.commit([expiredIdempotencyKeysDeletion(store, now)]);
}
