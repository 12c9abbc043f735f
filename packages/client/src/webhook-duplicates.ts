// Deliveries are at least once: the same webhook-id can arrive again (a retry after an answer that was lost,
// a redelivery). These let a receiver process each id once, with whatever store it already has.
import {
  header,
  type VerifyWebhookOptions,
  verifyWebhook,
  type WebhookEvent,
  type WebhookHeaders,
} from './webhooks.ts';

/**
 * The webhook-ids a receiver has processed, kept in the integrator's store: a table with the id as its unique
 * key, Redis `SET id 1 NX EX <seconds>`, … `claim` must be atomic, so that two deliveries of one id arriving
 * at once get one `true`.
 */
export interface ProcessedWebhookIds {
  /** Records `id`; true when it was not recorded (process the delivery), false when it was (a duplicate). */
  claim(id: string): Promise<boolean>;
  /** Forgets `id`, after its processing failed: the retry of the delivery is then processed. */
  release(id: string): Promise<void>;
}

/**
 * Ids kept in this process's memory for `keepSeconds` (24 h by default, beyond the last retry of a delivery,
 * about 7 h after the first attempt). For one process and tests: a restart forgets them, and several
 * instances do not share them; a service of several instances backs ProcessedWebhookIds with its store.
 */
export function memoryProcessedWebhookIds(
  options: { keepSeconds?: number; now?: () => number } = {},
): ProcessedWebhookIds {
  const keepMs = (options.keepSeconds ?? 86_400) * 1000;
  const now = options.now ?? Date.now;
  // Insertion order is claim order: the expired ones are at the front.
  const claimedAt = new Map<string, number>();
  const forgetExpired = () => {
    for (const [id, at] of claimedAt) {
      if (now() - at < keepMs) break;
      claimedAt.delete(id);
    }
  };
  return {
    async claim(id) {
      forgetExpired();
      if (claimedAt.has(id)) return false;
      claimedAt.set(id, now());
      return true;
    },
    async release(id) {
      claimedAt.delete(id);
    },
  };
}

/**
 * Verifies a delivery (verifyWebhook; a WebhookVerificationError means answer 400) and hands its event to
 * `process` once per webhook-id: a duplicate is not processed and answers `{ duplicate: true }` (acknowledge
 * it with a 2xx). The id is claimed only after the signature is verified, so a forged request cannot use an
 * id up, and released when `process` throws, so that the retry is processed.
 */
export async function receiveWebhookOnce<T>(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  processed: ProcessedWebhookIds,
  process: (event: WebhookEvent) => Promise<T>,
  options: VerifyWebhookOptions = {},
): Promise<{ duplicate: true } | { duplicate: false; result: T }> {
  const event = await verifyWebhook(rawBody, headers, secret, options);
  const id = header(headers, 'webhook-id');
  if (!(await processed.claim(id))) return { duplicate: true };
  try {
    return { duplicate: false, result: await process(event) };
  } catch (error) {
    await processed.release(id);
    throw error;
  }
}
