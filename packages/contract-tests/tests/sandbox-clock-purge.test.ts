import type { components } from '@cambio/client';
import { expect } from 'vitest';
import { expectError } from '../src/harness/assertions.ts';
import { quote } from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant, type Tenant } from '../src/harness/tenant.ts';
import { bankAccount } from '../src/harness/webhook-deliveries.ts';

type SandboxClock = components['schemas']['SandboxClock'];
type WebhookEvent = components['schemas']['WebhookEvent'];

// Retention follows a broker's clock: moving it past a retention purges that broker's data then, and only
// that broker's. Two throwaway sandboxes of this file's own; nothing here reads or moves another's clock.
const target = await resolveTarget();
const day = 86_400;
const quoteRetentionSeconds = 7 * day;

async function advance(tenant: Tenant, seconds: number): Promise<void> {
  const moved = await tenant.call({ method: 'POST', path: '/api/sandbox/clock/advance', body: { seconds } });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

const read = (tenant: Tenant, path: string) => tenant.call({ method: 'GET', path });

/** An unbooked quote, and the event of a change (a bank account made): what a test run leaves behind. */
async function leftBehind(tenant: Tenant) {
  const made = await quote(tenant, {
    country: 'MX',
    origin: { asset: 'MXN', amount: 500 },
    destination: { asset: 'USDC', network: 'polygon' },
  });
  await bankAccount(tenant, tenant.userId);
  const newest = await tenant.call<WebhookEvent[]>({ method: 'GET', path: '/api/events?limit=1' });
  expect(newest.body[0]?.event).toBe('bankAccount.created');
  return { quote: made, eventId: newest.body[0]?.id ?? '' };
}

sandboxOnly.describe("purges on a broker's clock (sandbox clocks)", () => {
  sandboxOnly.it(
    "moving one broker's clock past the retentions purges its expired quote and old event, not another's",
    async () => {
      const moved = await newTenant(target);
      const still = await newTenant(target);
      const mine = await leftBehind(moved);
      const theirs = await leftBehind(still);

      // A minute short of 7 days after the quote expired (on the moved broker's clock): still there.
      const clock = (await read(moved, '/api/sandbox/clock')).body as SandboxClock;
      const untilPurge =
        (Date.parse(mine.quote.expiresAt) - Date.parse(clock.now)) / 1000 + quoteRetentionSeconds;
      await advance(moved, Math.ceil(untilPurge) - 60);
      expect((await read(moved, `/api/quotes/${mine.quote.id}`)).status).toBe(200);

      // Two minutes on: purged, as the quote's description says (404 code 3); the other broker's is not.
      await advance(moved, 120);
      expectError(await read(moved, `/api/quotes/${mine.quote.id}`), 'quoteNotFound');
      expect((await read(still, `/api/quotes/${theirs.quote.id}`)).status).toBe(200);

      // A year on, past any event retention of the server (CAMBIO_EVENT_RETENTION_DAYS, 30 days by default).
      await advance(moved, 365 * day);
      expectError(await read(moved, `/api/events/${mine.eventId}`), 'eventNotFound');
      expect((await read(still, `/api/events/${theirs.eventId}`)).status).toBe(200);
      expect((await read(still, `/api/quotes/${theirs.quote.id}`)).status).toBe(200);
    },
  );
});
