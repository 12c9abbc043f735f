import type { Context } from 'hono';
import { findWebhook, type WebhookRow } from '../../db/webhooks-queries.ts';
import { ApiError } from '../../errors.ts';
import type { AppEnv } from '../../http/context.ts';

/** The registration in the path, if the caller's broker has it; 404 code 7 otherwise. */
export async function webhookInPath(c: Context<AppEnv>, id: string): Promise<WebhookRow> {
  const registration = await findWebhook(c.get('deps').store, c.get('caller').brokerId, id);
  if (!registration) throw new ApiError('webhookNotFound');
  return registration;
}
