import type { User } from '@cambio/client';
import { describe, expect, it } from 'vitest';
import {
  driveTo,
  mexicanAccount,
  type Order,
  order,
  payoutAddress,
  type QuoteTerms,
  quote,
} from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';

// Completed orders add their USD value to the user's 30-day volume per country and side
// (accumulatedVolumeInUSD), and that volume picks the platform fee tier of the next quote.
const tenant = await newTenant(await resolveTarget());
const other = await createUser(tenant);

type Volumes = User['accumulatedVolumeInUSD'];
const zero = { buy: 0, sell: 0 };

/** The tenant's caller user as GET /api/users shows it with no filter (the current user). */
async function currentUser(): Promise<User> {
  const listed = await tenant.call<User[]>({ method: 'GET', path: '/api/users' });
  expect(listed.status).toBe(200);
  const [user] = listed.body;
  if (!user) throw new Error('GET /api/users answered no current user');
  return user;
}

/** Every user of the broker, as the filtered list shows them (one page). */
async function brokerUsers(): Promise<Map<string, Volumes>> {
  const listed = await tenant.call<User[]>({
    method: 'GET',
    path: `/api/users?brokerId=${tenant.brokerId}&limit=100`,
  });
  expect(listed.status).toBe(200);
  return new Map(listed.body.map((user) => [user.id, user.accumulatedVolumeInUSD]));
}

// Exact decimal arithmetic on the API's numbers (at most 15 significant digits, so String() gives them back).
const scaled = (value: number, decimals: number) => {
  const [whole = '0', fraction = ''] = String(value).split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0'));
};
const usdText = (usdMicros: bigint) => {
  const fraction = String(usdMicros % 1_000_000n)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return `${usdMicros / 1_000_000n}${fraction ? `.${fraction}` : ''}`;
};
/** What the volume counts for an order with a non-dollar origin: origin x marketPrice, rounded down to 6 decimals. */
const convertedMicros = (done: Order) =>
  (scaled(done.origin.amount, 6) * scaled(done.marketPrice, 12)) / 1_000_000_000_000n;

async function platformFee(terms: QuoteTerms) {
  const priced = await quote(tenant, terms);
  const fee = priced.pricingDetails.fees.find((line) => line.type === 'platform');
  const nextDay = priced.pricingDetails.fees.find((line) => line.type === 'nextDaySettlement');
  return { platform: fee?.amount, nextDay: nextDay?.amount };
}

const buyTerms: QuoteTerms = {
  country: 'MX',
  origin: { asset: 'MXN', amount: 2000 },
  destination: { asset: 'USDC', network: 'polygon' },
};
const sellTerms: QuoteTerms = {
  country: 'MX',
  origin: { asset: 'USDC', network: 'polygon', amount: 2000 },
  destination: { asset: 'MXN' },
};

async function paidAndComplete(created: Order, rail: 'bank' | 'crypto'): Promise<Order> {
  const checked = await tenant.call({
    method: 'POST',
    path: `/api/payments/${rail}/check`,
    body: { orderId: created.id },
  });
  expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  return driveTo(tenant, created.id, 'complete', 30);
}

describe('accumulatedVolumeInUSD and the fee tier it picks', () => {
  let buyMicros = 0n;

  it('starts at 0 everywhere, and a quote takes the first tier', async () => {
    const user = await currentUser();
    expect(user.accumulatedVolumeInUSD).toEqual({ MX: zero, PE: zero, CO: zero });
    const [first, second] = user.platformFeeRanges.MX.buy;
    expect(first?.min).toBe(0);
    expect(second?.min).toBe(10000);
    // 2000 MXN at the first tier's 1 % (and 0.2 % next-day settlement, out of banking hours).
    const fee = await platformFee(buyTerms);
    expect(fee.platform).toBe(20);
    if (fee.nextDay !== undefined) expect(fee.nextDay).toBe(4);
  });

  // Sandbox only: paidAndComplete pays the order with the sandbox's check and completes it on the sandbox clock.
  sandboxOnly.it(
    'counts a completed cryptoToCrypto order on the buy side, its dollar-coin origin at face value',
    async () => {
      const addressId = await payoutAddress(tenant);
      const priced = await quote(tenant, {
        country: 'MX',
        origin: { asset: 'USDT', network: 'tron', amount: 6000.25 },
        destination: { asset: 'USDC', network: 'polygon' },
      });
      const created = await order(tenant, priced.id, { addressId });
      // Not yet: only `complete` counts.
      expect((await currentUser()).accumulatedVolumeInUSD.MX.buy).toBe(0);
      await paidAndComplete(created, 'crypto');
      buyMicros += 6_000_250_000n;
      const user = await currentUser();
      expect(user.accumulatedVolumeInUSD).toEqual({ MX: { buy: 6000.25, sell: 0 }, PE: zero, CO: zero });
    },
  );

  // Sandbox only: paidAndComplete pays the order with the sandbox's check and completes it on the sandbox clock.
  sandboxOnly.it('adds a completed MXN order at its marketPrice, exactly, past the next tier', async () => {
    const addressId = await payoutAddress(tenant);
    const priced = await quote(tenant, {
      country: 'MX',
      origin: { asset: 'MXN', amount: 100000 },
      destination: { asset: 'USDC', network: 'polygon' },
    });
    const done = await paidAndComplete(await order(tenant, priced.id, { addressId }), 'bank');
    buyMicros += convertedMicros(done);
    expect(buyMicros).toBeGreaterThan(10_000_000_000n);
    const user = await currentUser();
    expect(String(user.accumulatedVolumeInUSD.MX.buy)).toBe(usdText(buyMicros));
    expect(user.accumulatedVolumeInUSD.MX.sell).toBe(0);
    expect([user.accumulatedVolumeInUSD.PE, user.accumulatedVolumeInUSD.CO]).toEqual([zero, zero]);
  });

  // Sandbox only: it counts on the volume of the orders the tests above completed in the sandbox.
  sandboxOnly.it('prices the next buy quote at the second tier; the sell side keeps the first', async () => {
    // 2000 MXN at 0.75 % (and 0.15 % next-day settlement).
    const buy = await platformFee(buyTerms);
    expect(buy.platform).toBe(15);
    if (buy.nextDay !== undefined) expect(buy.nextDay).toBe(3);
    const sell = await platformFee(sellTerms);
    expect(sell.platform).toBe(20);
    // A cryptoToCrypto quote takes the buy tiers too.
    const swap = await platformFee({
      country: 'MX',
      origin: { asset: 'USDT', network: 'tron', amount: 2000 },
      destination: { asset: 'USDC', network: 'polygon' },
    });
    expect(swap.platform).toBe(15);
  });

  // Sandbox only: paidAndComplete pays the order with the sandbox's check and completes it on the sandbox clock.
  sandboxOnly.it('counts a completed cryptoToFiat order on the sell side only', async () => {
    const bankAccountId = await mexicanAccount(tenant);
    // The payout is derived from the price: a sandbox magic ending (.13) on it never counts.
    const priced = await quote(tenant, { ...sellTerms, origin: { ...sellTerms.origin, amount: 150.5 } });
    const done = await paidAndComplete(await order(tenant, priced.id, { bankAccountId }), 'crypto');
    const user = await currentUser();
    expect(user.accumulatedVolumeInUSD).toEqual({
      MX: { buy: Number(usdText(buyMicros)), sell: done.origin.amount },
      PE: zero,
      CO: zero,
    });
  });

  it('shows each user its own volume in a list of the broker users', async () => {
    const volumes = await brokerUsers();
    expect(volumes.get(tenant.userId)).toEqual((await currentUser()).accumulatedVolumeInUSD);
    expect(volumes.get(other)).toEqual({ MX: zero, PE: zero, CO: zero });
  });
});
