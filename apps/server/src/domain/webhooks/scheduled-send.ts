import type { AttemptRow } from '../../db/deliveries-queries.ts';
import type { WebhookRow } from '../../db/webhooks-queries.ts';
import type { AppDeps, WebhookResponse } from '../../deps.ts';
import type { InjectedFault } from './faults.ts';
import { type OutgoingEvent, sendAttempt, succeeded } from './send-attempt.ts';

type Record = Omit<AttemptRow, 'nextAttemptAt'>;

/**
 * One attempt of a scheduled delivery as the registration's faults shape it (domain/webhooks/faults.ts): its
 * own request, whose answer decides the outcome and the retries, marked `held` when a fault held it back;
 * and the extra requests the faults add, for the log only: the burst's copies sent at the same moment, then,
 * once the receiver acknowledged it, the duplicate.
 */
export async function sendScheduled(
  deps: AppDeps,
  webhook: WebhookRow,
  outgoing: OutgoingEvent,
  attempt: number,
  held: InjectedFault | null,
): Promise<{ response: WebhookResponse; record: Record; extra: AttemptRow[] }> {
  const burst = webhook.faults?.burst ?? 1;
  const send = () => sendAttempt(deps, webhook, outgoing, 'scheduled', attempt);
  const [own, ...copies] = await Promise.all(Array.from({ length: burst }, send));
  if (!own) throw new Error('a burst of at least one request');
  const extra = copies.map(({ record }) => injected(record, 'burst'));
  if (webhook.faults?.duplicate && succeeded(own.response)) {
    extra.push(injected((await send()).record, 'duplicate'));
  }
  return { response: own.response, record: { ...own.record, injected: held }, extra };
}

function injected(record: Record, fault: InjectedFault): AttemptRow {
  return { ...record, injected: fault, nextAttemptAt: null };
}
