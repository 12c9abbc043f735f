import { and, eq, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { type ListPage, newestFirstPage, type PageRequest } from './list-page.ts';
import { webhooks } from './schema.ts';

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookType = WebhookRow['type'];

/** A registration of the broker, or undefined: other brokers' registrations do not exist for the caller. */
export async function findWebhook(
  store: Store,
  brokerId: string,
  id: string,
): Promise<WebhookRow | undefined> {
  const rows = await store.db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.brokerId, brokerId)))
    .limit(1);
  return rows[0];
}

/** The user's registration of the same type and URL, other than `exceptId`. */
export async function findWebhookByTarget(
  store: Store,
  target: { userId: string; type: WebhookType; url: string; exceptId?: string },
): Promise<WebhookRow | undefined> {
  const conditions: SQL[] = [
    eq(webhooks.userId, target.userId),
    eq(webhooks.type, target.type),
    eq(webhooks.url, target.url),
  ];
  if (target.exceptId !== undefined) conditions.push(ne(webhooks.id, target.exceptId));
  const rows = await store.db
    .select()
    .from(webhooks)
    .where(and(...conditions))
    .limit(1);
  return rows[0];
}

export async function listWebhooks(
  store: Store,
  brokerId: string,
  filters: { userId?: string },
  page: PageRequest,
): Promise<ListPage<WebhookRow>> {
  const conditions: SQL[] = [eq(webhooks.brokerId, brokerId)];
  if (filters.userId !== undefined) conditions.push(eq(webhooks.userId, filters.userId));
  return newestFirstPage<typeof webhooks, WebhookRow>(store, webhooks, and(...conditions), page, {
    time: webhooks.createdAt,
  });
}

/** Secrets a rotation replaced whose 24 hours of signing beside the new one are over: not kept. */
export function expiredPreviousSecretsDeletion(store: Store, now: Date): Statement {
  return store.db
    .update(webhooks)
    .set({ previousSecret: null, previousSecretExpiresAt: null })
    .where(lte(webhooks.previousSecretExpiresAt, now.toISOString()));
}

/** A new registration, as the caller made it. */
export function insertWebhook(store: Store, row: typeof webhooks.$inferInsert): Statement {
  return store.db.insert(webhooks).values(row);
}

/** How many registrations the user has, of all types (the unique index that starts with the user). */
export async function countWebhooksOfUser(store: Store, userId: string): Promise<number> {
  const [row] = await store.db
    .select({ count: sql<number>`count(*)` })
    .from(webhooks)
    .where(eq(webhooks.userId, userId));
  return row?.count ?? 0;
}

/** Whether the registration still exists (whatever changed in it). */
export async function webhookExists(store: Store, id: string): Promise<boolean> {
  const still = await store.db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, id));
  return still.length > 0;
}

/**
 * The changed URL, retry flag and faults, enabled again; only if nobody changed or deleted it since it was read (its
 * `updatedAt`): place `store.guardChanged()` after it.
 */
export function updateWebhookAsRead(
  store: Store,
  read: Pick<WebhookRow, 'id' | 'updatedAt'>,
  next: Pick<WebhookRow, 'url' | 'retryOnFailure' | 'faults' | 'updatedAt'>,
): Statement {
  return store.db
    .update(webhooks)
    .set({
      url: next.url,
      retryOnFailure: next.retryOnFailure,
      faults: next.faults,
      disabledAt: null,
      disabledReason: null,
      updatedAt: next.updatedAt,
    })
    .where(and(eq(webhooks.id, read.id), eq(webhooks.updatedAt, read.updatedAt)));
}

/** A new secret over the one that was read, which keeps signing until `previousSecretExpiresAt`. */
export function rotateWebhookSecret(
  store: Store,
  read: Pick<WebhookRow, 'id' | 'secret'>,
  change: { secret: string; previousSecretExpiresAt: string; updatedAt: string },
): Statement {
  return store.db
    .update(webhooks)
    .set({
      secret: change.secret,
      previousSecret: read.secret,
      previousSecretExpiresAt: change.previousSecretExpiresAt,
      updatedAt: change.updatedAt,
    })
    .where(and(eq(webhooks.id, read.id), eq(webhooks.secret, read.secret)));
}

/** Deliveries to the registration stopped (unless they already are) until an update enables it again. */
export function disableWebhook(store: Store, id: string, reason: string, at: string): Statement {
  return store.db
    .update(webhooks)
    .set({ disabledAt: at, disabledReason: reason, updatedAt: at })
    .where(and(eq(webhooks.id, id), isNull(webhooks.disabledAt)));
}

/** The registration removed. */
export function deleteWebhookRow(store: Store, id: string): Statement {
  return store.db.delete(webhooks).where(eq(webhooks.id, id));
}
