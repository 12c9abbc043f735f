import { and, eq, lte, ne, type SQL } from 'drizzle-orm';
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
