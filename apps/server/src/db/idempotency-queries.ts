import { and, eq, lte, sql } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { idempotencyKeys } from './idempotency-schema.ts';
import { preparedWrite } from './prepared.ts';
import { ConcurrentChangeError } from './store.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** The answer kept for a key: replayed as it was first sent. */
export type StoredAnswer = { status: number; headers: Record<string, string>; body: string };

// Every POST with a key claims it and keeps its answer: both writes are prepared once per store. (An
// update's `set` takes placeholders only inside sql; every value here is text or an integer, as written.)
const value = (name: string) => sql`${sql.placeholder(name)}`;
const claimed = {
  id: value('id'),
  fingerprint: value('fingerprint'),
  status: sql`null`,
  headers: sql`null`,
  body: sql`null`,
  createdAt: value('createdAt'),
  expiresAt: value('expiresAt'),
};
const insertClaim = preparedWrite<{
  id: string;
  brokerId: string;
  key: string;
  fingerprint: string;
  createdAt: string;
  expiresAt: string;
}>((db) =>
  db
    .insert(idempotencyKeys)
    .values({ ...claimed, brokerId: value('brokerId'), key: value('key') })
    .onConflictDoUpdate({
      target: [idempotencyKeys.brokerId, idempotencyKeys.key],
      set: claimed,
      setWhere: lte(idempotencyKeys.expiresAt, value('createdAt')),
    })
    .prepare(),
);
const keepAnswer = preparedWrite<{
  claimId: string;
  status: number;
  headers: string;
  body: string;
  expiresAt: string;
}>((db) =>
  db
    .update(idempotencyKeys)
    .set({
      status: value('status'),
      headers: value('headers'),
      body: value('body'),
      expiresAt: value('expiresAt'),
    })
    .where(eq(idempotencyKeys.id, value('claimId')))
    .prepare(),
);

type Claim = { id: string; brokerId: string; key: string; fingerprint: string; at: Date; until: Date };

/**
 * The statements that claim `key` for one request (an upsert and its guard): in a commit, the claim is lost
 * (ConcurrentChangeError) when a live row holds the key; a row past its expiry is replaced.
 */
export function claimStatements(store: Store, claim: Claim): Statement[] {
  return [
    insertClaim(store, {
      id: claim.id,
      brokerId: claim.brokerId,
      key: claim.key,
      fingerprint: claim.fingerprint,
      createdAt: claim.at.toISOString(),
      expiresAt: claim.until.toISOString(),
    }),
    store.guardChanged(),
  ];
}

/**
 * Claims `key` for one request, atomically: the insert wins unless a live row holds the key; a row past
 * its expiry is replaced in the same statement. The guard turns "the upsert changed nothing" into a lost
 * claim, on better-sqlite3 and in a D1 batch alike. Returns whether this claim won.
 */
export async function claimIdempotencyKey(store: Store, claim: Claim): Promise<boolean> {
  try {
    await store.commit(claimStatements(store, claim));
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
  await store.commit([completionStatement(store, claimId, answer, until)]);
}

/** The update that keeps a claim's answer (completeIdempotencyKey), for a commit of its own or a batch. */
export function completionStatement(
  store: Store,
  claimId: string,
  answer: StoredAnswer,
  until: Date,
): Statement {
  return keepAnswer(store, {
    claimId,
    status: answer.status,
    headers: JSON.stringify(answer.headers),
    body: answer.body,
    expiresAt: until.toISOString(),
  });
}

/** Frees the key of a request whose answer is not kept (refused or failed), so a fixed retry can run. */
export async function releaseIdempotencyKey(store: Store, claimId: string): Promise<void> {
  await store.commit([releaseStatement(store, claimId)]);
}

export function releaseStatement(store: Store, claimId: string): Statement {
  return store.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claimId));
}

/** The deletion of the rows past their expiry, for the hourly purge job (domain/maintenance/purge.ts). */
export function expiredIdempotencyKeysDeletion(store: Store, now: Date): Statement {
  return store.db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now.toISOString()));
}

/** Deletes the rows past their expiry now. */
export async function purgeExpiredIdempotencyKeys(store: Store, now: Date): Promise<void> {
  await store.commit([expiredIdempotencyKeysDeletion(store, now)]);
}
