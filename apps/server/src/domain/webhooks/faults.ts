import type { AttemptRow } from '../../db/deliveries-queries.ts';
import { invalidField } from '../../errors.ts';
import type { WebhookFaultsRecord } from '../../records.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import type { Mode } from './webhook-url.ts';

/**
 * Faults on demand (sandbox): a registration's scheduled deliveries misbehave the way real delivery does, so
 * that a receiver can be tested against each (the document's Webhooks tag, Faults on demand):
 * - duplicate: a delivery the receiver acknowledged is sent once more at once;
 * - burst: each attempt is that many requests at the same moment;
 * - outOfOrder: the first event of a resource is held back, so what follows it within the hold arrives first;
 * - delaySeconds: each delivery's first attempt is held back.
 * Holds run on the broker's clock: a sandbox clock move brings a held delivery forward.
 */

export type InjectedFault = NonNullable<AttemptRow['injected']>;

/** How long outOfOrder holds back the first event of a resource (the document's OutOfOrderFault). */
export const outOfOrderHoldMs = 30_000;

/** The events that start a resource's story: outOfOrder holds them back. */
const firstEvents: ReadonlySet<string> = new Set(['order.created', 'bankAccount.created', 'user.created']);

/**
 * The faults a request sets, as kept: null when none is on. Every field of the request is taken here
 * (noFieldsLeft). A production server refuses them: it delivers as usual only.
 */
export function requestedFaults(
  request: Schemas['WebhookFaultsRequest'],
  mode: Mode,
): WebhookFaultsRecord | null {
  if (mode !== 'sandbox') {
    throw invalidField(
      'body.faults',
      'must be left out in production mode: faults are a sandbox feature, a production server delivers as usual',
    );
  }
  const { duplicate = false, outOfOrder = false, delaySeconds = 0, burst = 1, ...rest } = request;
  noFieldsLeft(rest);
  const anyOn = duplicate || outOfOrder || delaySeconds > 0 || burst > 1;
  return anyOn ? { duplicate, outOfOrder, delaySeconds, burst } : null;
}

/**
 * Until when (on the broker's clock) the faults hold back an event's first attempt, and which fault the
 * attempt is marked with; undefined when they hold nothing.
 */
export function firstAttemptHold(
  faults: WebhookFaultsRecord | null,
  event: { event: string; createdAt: string },
): { until: Date; injected: 'delay' | 'outOfOrder' } | undefined {
  if (!faults) return undefined;
  const outOfOrder = faults.outOfOrder && firstEvents.has(event.event);
  const holdMs = faults.delaySeconds * 1000 + (outOfOrder ? outOfOrderHoldMs : 0);
  if (holdMs === 0) return undefined;
  return {
    until: new Date(Date.parse(event.createdAt) + holdMs),
    injected: outOfOrder ? 'outOfOrder' : 'delay',
  };
}
