// Deliveries are at least once: the same webhook-id can arrive again (a retry after an answer that was lost,
// a redelivery). These let a receiver process each id once, with whatever store it already has.
import {
  header,
  type VerifyWebhookOptions,
  verifyWebhook,
  type WebhookEvent,
  type WebhookHeaders,
} from './webhooks.ts';

/** What a claim of a webhook-id found: new (process it), another delivery of it being processed, or done. */
export type WebhookIdClaim = 'claimed' | 'processing' | 'processed';

/**
 * The webhook-ids a receiver is processing or has processed, kept in the integrator's store: a table with the
 * id as its unique key and its state, Redis `SET id processing NX EX <lease>`, … `claim` must be atomic, so
 * that two deliveries of one id arriving at once get one `claimed`; a claim left `processing` by a receiver
 * that died should run out (a lease) so that a later delivery is processed.
 */
export interface ProcessedWebhookIds {
  /** Claims `id` for processing: `claimed` when it is new (or its claim ran out), else what it is. */
  claim(id: string): Promise<WebhookIdClaim>;
  /** Records that `id` was processed: its later deliveries are duplicates. */
  processed(id: string): Promise<void>;
  /** Forgets the claim of `id`, after its processing failed: the retry of the delivery is processed. */
  release(id: string): Promise<void>;
}

/**
 * Ids kept in this process's memory: processed ones for `keepSeconds` (24 h by default, beyond the last retry
 * of a delivery, about 7 h after the first attempt), claims being processed for `leaseSeconds` (60 by
 * default). For one process and tests: a restart forgets them, and several instances do not share them; a
 * service of several instances backs ProcessedWebhookIds with its store.
 */
export function memoryProcessedWebhookIds(
  options: { keepSeconds?: number; leaseSeconds?: number; now?: () => number } = {},
): ProcessedWebhookIds {
  const keepMs = (options.keepSeconds ?? 86_400) * 1000;
  const leaseMs = (options.leaseSeconds ?? 60) * 1000;
  const now = options.now ?? Date.now;
  // Insertion order is the order of the last change: what has run out is at the front.
  const ids = new Map<string, { state: 'processing' | 'processed'; at: number }>();
  const ranOut = (entry: { state: string; at: number }) =>
    now() - entry.at >= (entry.state === 'processed' ? keepMs : leaseMs);
  const set = (id: string, state: 'processing' | 'processed') => {
    ids.delete(id);
    ids.set(id, { state, at: now() });
  };
  return {
    async claim(id) {
      for (const [old, entry] of ids) {
        if (!ranOut(entry)) break;
        ids.delete(old);
      }
      const entry = ids.get(id);
      if (entry && !ranOut(entry)) return entry.state;
      set(id, 'processing');
      return 'claimed';
    },
    async processed(id) {
      set(id, 'processed');
    },
    async release(id) {
      ids.delete(id);
    },
  };
}

/**
 * Verifies a delivery (verifyWebhook; a WebhookVerificationError means answer 400) and hands its event to
 * `process` once per webhook-id. A delivery of an id already processed is a `duplicate` (acknowledge it with a
 * 2xx); one that arrives while another delivery of its id is being processed is `processing` (answer 409 or
 * 503: the service retries it, and then it is a duplicate, or processed if the first failed). The id is
 * claimed only after the signature is verified, so a forged request cannot use an id up; it is recorded as
 * processed when `process` returns, and released when it throws, so that the retry is processed.
 */
export async function receiveWebhookOnce<T>(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  ids: ProcessedWebhookIds,
  process: (event: WebhookEvent) => Promise<T>,
  options: VerifyWebhookOptions = {},
): Promise<{ status: 'processed'; result: T } | { status: 'duplicate' } | { status: 'processing' }> {
  const event = await verifyWebhook(rawBody, headers, secret, options);
  const id = header(headers, 'webhook-id');
  const claim = await ids.claim(id);
  if (claim === 'processed') return { status: 'duplicate' };
  if (claim === 'processing') return { status: 'processing' };
  let result: T;
  try {
    result = await process(event);
  } catch (error) {
    await ids.release(id);
    throw error;
  }
  await ids.processed(id);
  return { status: 'processed', result };
}
