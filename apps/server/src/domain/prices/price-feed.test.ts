import { describe, expect, it } from 'vitest';
import { createPriceFeed } from './price-feed.ts';

const start = Date.parse('2026-11-24T12:00:00.000Z');

function feedAt(asOfMs: number, mxn = '17.25') {
  return {
    asOf: new Date(asOfMs).toISOString(),
    fiatPerUsd: { MXN: mxn, PEN: '3.61', COP: '3950' },
    usdPerStablecoin: { USDC: '1', USDCe: '1', USDT: '0.9990', EURC: '1.052' },
    usdPerEur: '1.05',
  };
}

/** A feed whose answers and clock the test sets: it counts the fetches. */
function setUp(maxAgeSeconds = 60) {
  const state = {
    now: start,
    fetches: 0,
    failures: [] as string[],
    answer: (): Response => Response.json(feedAt(state.now)),
  };
  const source = createPriceFeed(
    { url: 'https://rates.example/v1', maxAgeSeconds },
    {
      now: () => state.now,
      fetch: async () => {
        state.fetches++;
        return state.answer();
      },
      onFailure: (reason) => state.failures.push(reason),
    },
  );
  return { state, source };
}

describe('the configured price feed', () => {
  it('quotes from what it fetched: USD per coin, MXN per USD, the EUR peg for EURC', async () => {
    const { source } = setUp();
    await source.ready();
    const quote = source.quote('MXN', 'USDT', new Date(start));
    expect(quote.fiatPerUsd.toString()).toBe('17.25');
    expect(quote.usdPerStablecoin.toString()).toBe('0.999');
    expect(quote.pegUsd.toString()).toBe('1');
    expect(source.quote('USD', 'EURC', new Date(start)).pegUsd.toString()).toBe('1.05');
    expect(source.quote('USD', 'EURC', new Date(start)).fiatPerUsd.toString()).toBe('1');
  });

  it('fetches once for concurrent requests, again only after a third of the allowed age', async () => {
    const { state, source } = setUp(60);
    await Promise.all([source.ready(), source.ready(), source.ready()]);
    expect(state.fetches).toBe(1);
    state.now += 19_000;
    await source.ready();
    expect(state.fetches).toBe(1);
    state.now += 1_000;
    await source.ready();
    expect(state.fetches).toBe(2);
  });

  it('keeps quoting from rates within their age while the feed fails, then refuses saying why', async () => {
    const { state, source } = setUp(60);
    await source.ready();
    state.answer = () => new Response('down', { status: 502 });
    state.now += 30_000;
    // Rates within their age answer at once; the refresh runs meanwhile.
    await source.ready();
    expect(source.quote('MXN', 'USDC', new Date(state.now)).fiatPerUsd.toString()).toBe('17.25');
    await new Promise((resolve) => setTimeout(resolve, 10));
    state.now += 31_000;
    expect(() => source.quote('MXN', 'USDC', new Date(state.now))).toThrow(
      "Prices unavailable: the price feed's rates are 61 s old (at most 60 s are used)",
    );
    // The feed's own answer goes to the log, never to the caller.
    expect(state.failures).toEqual(['it answered HTTP 502']);
  });

  it('after a failure, tries again a second later at the soonest, so requests do not queue behind it', async () => {
    const { state, source } = setUp();
    state.answer = () => new Response('down', { status: 500 });
    await source.ready();
    await source.ready();
    expect(state.fetches).toBe(1);
    expect(() => source.quote('MXN', 'USDC', new Date(state.now))).toThrow(
      /^Prices unavailable: the price feed did not answer$/,
    );
    state.now += 1_000;
    state.answer = () => Response.json(feedAt(state.now, '17.30'));
    await source.ready();
    expect(source.quote('MXN', 'USDC', new Date(state.now)).fiatPerUsd.toString()).toBe('17.3');
  });

  it('refuses an answer without a rate, a negative rate or without asOf, naming the field in the log', async () => {
    for (const [body, field] of [
      [{ ...feedAt(start), usdPerEur: undefined }, 'usdPerEur'],
      [{ ...feedAt(start), fiatPerUsd: { MXN: '-1', PEN: '3.6', COP: '3950' } }, 'fiatPerUsd.MXN'],
      [{ ...feedAt(start), asOf: 'yesterday' }, 'asOf'],
    ] as const) {
      const { state, source } = setUp();
      state.answer = () => Response.json(body);
      await source.ready();
      expect(() => source.quote('MXN', 'USDC', new Date(start))).toThrow('the price feed did not answer');
      expect(state.failures[0]).toContain(`its answer is invalid (${field}:`);
    }
  });
});
