import type { components, SpotPrice } from '@cambio/client';
import { describe, expect, it } from 'vitest';
import { expectError, expectInvalid } from '../src/harness/assertions.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { approveUser, newTenant, unapprovedCaller } from '../src/harness/tenant.ts';

// GET /api/market/prices/spot (spec 4.15): needs a caller approved in at least one country.
type SandboxClock = components['schemas']['SandboxClock'];
const tenant = await newTenant(await resolveTarget());
const spot = (query: string, key = tenant.readKey) =>
  tenant.call<SpotPrice>({ method: 'GET', path: `/api/market/prices/spot?${query}`, key });
const serviceNow = async () =>
  Date.parse((await tenant.call<SandboxClock>({ method: 'GET', path: '/api/sandbox/clock' })).body.now);

describe('getSpotPrice', () => {
  it('prices buy at or above sell, with the provider rate between them', async () => {
    const pairs = [
      'fiat=MXN&country=MX&crypto=USDC&network=polygon',
      'fiat=USD&country=MX&crypto=USDT',
      'fiat=PEN&country=PE&crypto=USDT&network=tron',
      'fiat=COP&country=CO&crypto=EURC&network=stellar',
      'fiat=COP&country=CO&crypto=USDCe&network=polygon',
    ];
    for (const pair of pairs) {
      const buy = await spot(`side=buy&${pair}`);
      const sell = await spot(`side=sell&${pair}`);
      expect([buy.status, sell.status], pair).toEqual([200, 200]);
      expect(buy.body.serviceMarketPrice, pair).toBeGreaterThanOrEqual(sell.body.serviceMarketPrice);
      expect(buy.body.serviceMarketPrice, pair).toBeGreaterThanOrEqual(buy.body.providerMarketPrice);
      expect(sell.body.serviceMarketPrice, pair).toBeLessThanOrEqual(sell.body.providerMarketPrice);
    }
  });

  it('echoes the request', async () => {
    const priced = await spot('side=sell&fiat=PEN&country=PE&crypto=USDC&network=solana');
    expect(priced.body).toMatchObject({
      side: 'sell',
      fiat: 'PEN',
      country: 'PE',
      crypto: 'USDC',
      network: 'solana',
    });
    const withoutNetwork = await spot('side=buy&fiat=MXN&country=MX&crypto=USDC');
    expect(withoutNetwork.body.network).toBeNull();
  });

  // Sandbox only: the sandbox's simulated feed has a rate a second, on the sandbox clock.
  sandboxOnly.it(
    'is as of the feed rate of the current second, which every read of that second gets',
    async () => {
      const query = 'side=buy&fiat=MXN&country=MX&crypto=USDC';
      const before = await serviceNow();
      const first = await spot(query);
      const after = await serviceNow();
      const asOf = Date.parse(first.body.asOf ?? '');
      expect(asOf % 1000).toBe(0);
      expect(asOf).toBeGreaterThanOrEqual(before - (before % 1000));
      expect(asOf).toBeLessThanOrEqual(after);
      // Reads of one second get its rate (reads together may still straddle two seconds).
      const reads = await Promise.all([spot(query), spot(query), spot(query), spot(query)]);
      for (const read of reads) {
        const sameSecond = reads.filter((other) => other.body.asOf === read.body.asOf);
        expect(new Set(sameSecond.map((other) => other.body.providerMarketPrice)).size).toBe(1);
      }
    },
  );

  it.runIf(onProduction)("is as of the operator feed's last rates, at most its maximum age old", async () => {
    const before = Date.now();
    const reads = await Promise.all([1, 2, 3].map(() => spot('side=buy&fiat=MXN&country=MX&crypto=USDC')));
    for (const read of reads) {
      expect(read.status).toBe(200);
      const asOf = Date.parse(read.body.asOf ?? '');
      // CAMBIO_PRICE_FEED_MAX_AGE_SECONDS: 60 unless configured.
      expect(asOf).toBeGreaterThan(before - 60_000);
      expect(asOf).toBeLessThanOrEqual(Date.now());
      const sameRates = reads.filter((other) => other.body.asOf === read.body.asOf);
      expect(new Set(sameRates.map((other) => other.body.providerMarketPrice)).size).toBe(1);
    }
  });

  it('answers 422 code 28 for a combination that is not offered', async () => {
    for (const query of [
      'side=buy&fiat=MXN&country=CO&crypto=USDC',
      'side=sell&fiat=PEN&country=MX&crypto=USDT',
      'side=buy&fiat=MXN&country=MX&crypto=USDCe&network=solana',
      'side=buy&fiat=MXN&country=MX&crypto=EURC&network=tron',
    ]) {
      expectError(await spot(query), 'unsupportedAssetPair');
    }
  });

  it('refuses missing or unknown query values, naming the parameter', async () => {
    expectInvalid(await spot('fiat=MXN&country=MX&crypto=USDC'), 'query.side');
    expectInvalid(await spot('side=hold&fiat=MXN&country=MX&crypto=USDC'), 'query.side');
    expectInvalid(await spot('side=buy&fiat=EUR&country=MX&crypto=USDC'), 'query.fiat');
    expectInvalid(await spot('side=buy&fiat=MXN&country=BR&crypto=USDC'), 'query.country');
    expectInvalid(await spot('side=buy&fiat=MXN&country=MX&crypto=DAI'), 'query.crypto');
    expectInvalid(await spot('side=buy&fiat=MXN&country=MX&crypto=USDC&network=bitcoin'), 'query.network');
  });

  it('refuses a caller approved in no country (403 code 19), then serves it once approved', async () => {
    const caller = await unapprovedCaller(tenant);
    const query = 'side=buy&fiat=MXN&country=MX&crypto=USDC';
    expectError(await spot(query, caller.key), 'forbidden');
    await approveUser(tenant, caller.userId);
    expect((await spot(query, caller.key)).status).toBe(200);
  });
});
