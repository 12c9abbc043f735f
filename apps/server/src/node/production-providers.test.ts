import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feedRates,
  operatorBankAccounts,
  operatorDepositAddresses,
  productionSettings,
  startPriceFeed,
} from '../testing/production-fixtures.ts';
import { startInitializedProduction } from '../testing/production-test-server.ts';

// Production's providers against a real price feed: a local HTTP server this file runs, answering what each
// test sets (rates, their age, or a failure).
const scratch = mkdtempSync(join(tmpdir(), 'cambio-providers-'));
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let feed: Awaited<ReturnType<typeof startPriceFeed>>;

beforeAll(async () => {
  feed = await startPriceFeed(() => answer);
});
afterAll(async () => {
  await feed.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A production server on a new data folder after the operator's `keys init`: the app and the live key. */
async function startProduction(name: string, extra: Record<string, string> = {}) {
  const env = {
    CAMBIO_MODE: 'production',
    CAMBIO_DATA_DIR: join(scratch, name),
    ...productionSettings(feed.url),
    ...extra,
  };
  const { runtime, call } = await startInitializedProduction(env);
  const users = await call('GET', '/api/users');
  const userId = (users.body[0] as { id: string }).id;
  return { runtime, call, userId };
}

type Production = Awaited<ReturnType<typeof startProduction>>;
const spotPath = '/api/market/prices/spot?side=buy&fiat=MXN&country=MX&crypto=USDC';

describe('a production server with its providers configured', () => {
  let server: Production;
  let polygonAddressId: string;

  beforeAll(async () => {
    answer = { status: 200, body: feedRates() };
    server = await startProduction('configured', { CAMBIO_PRICE_FEED_TOKEN: 'feed-token-1' });
    const address = await server.call('POST', '/api/addresses', {
      userId: server.userId,
      network: 'polygon',
      address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    });
    expect(address.status, JSON.stringify(address.body)).toBe(201);
    polygonAddressId = (address.body as unknown as { id: string }).id;
  });
  afterAll(() => server.runtime.store.close());

  it("prices from the feed (the provider price is the feed's MXN per USD times USD per USDC), sending its token", async () => {
    const spot = await server.call('GET', spotPath);
    expect(spot.status, JSON.stringify(spot.body)).toBe(200);
    expect(spot.body).toMatchObject({ providerMarketPrice: 17.25 });
    expect(feed.authorizations.at(-1)).toBe('Bearer feed-token-1');
  });

  it("a fiat payment goes to the operator's account for the country and currency, with nothing of the sandbox", async () => {
    const quote = await server.call('POST', '/api/quotes', {
      userId: server.userId,
      country: 'MX',
      origin: { asset: 'MXN', amount: 1000 },
      destination: { asset: 'USDC', network: 'polygon' },
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    const order = await server.call('POST', '/api/orders', {
      quoteId: (quote.body as unknown as { id: string }).id,
      settlement: { payout: { addressId: polygonAddressId } },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const instructions = (order.body as unknown as { settlement: { payment: { instructions: object } } })
      .settlement.payment.instructions;
    const [mexican] = operatorBankAccounts.accounts;
    expect(instructions).toEqual({
      companyName: operatorBankAccounts.companyName,
      companyAddress: operatorBankAccounts.companyAddress,
      accountHolderName: operatorBankAccounts.accountHolderName,
      bankName: mexican?.bankName,
      CLABE: mexican?.CLABE,
      RFC: mexican?.taxId,
      reference: expect.stringMatching(/^CMB/),
    });
    expect(JSON.stringify(order.body)).not.toMatch(/Sandbox|646180157/);
  });

  it("a crypto payment goes to an address of the operator's pool, each handed out once; then 503 code 44", async () => {
    const book = async () => {
      const quote = await server.call('POST', '/api/quotes', {
        userId: server.userId,
        country: 'MX',
        origin: { asset: 'USDT', network: 'tron', amount: 500 },
        destination: { asset: 'USDC', network: 'polygon' },
      });
      expect(quote.status, JSON.stringify(quote.body)).toBe(201);
      return server.call('POST', '/api/orders', {
        quoteId: (quote.body as unknown as { id: string }).id,
        settlement: { payout: { addressId: polygonAddressId } },
      });
    };
    const first = await book();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const payment = (
      first.body as unknown as { settlement: { payment: { instructions: Record<string, string> } } }
    ).settlement.payment;
    expect(payment.instructions.blockchainAddress).toBe(operatorDepositAddresses.tron[0]);
    expect(payment.instructions.blockchainMemo).toBeUndefined();

    const second = await book();
    expect(second.status).toBe(503);
    expect(second.body).toEqual({
      errors: [
        {
          code: 44,
          message: 'No deposit address available on this network: the pool of tron is used up (1 handed out)',
        },
      ],
    });
  });

  it('a currency without an account of the service answers 503 code 45 and books nothing', async () => {
    const quote = await server.call('POST', '/api/quotes', {
      userId: server.userId,
      country: 'MX',
      origin: { asset: 'USD', amount: 100 },
      destination: { asset: 'USDC', network: 'polygon' },
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    const before = await server.call('GET', '/api/orders');
    const order = await server.call('POST', '/api/orders', {
      quoteId: (quote.body as unknown as { id: string }).id,
      settlement: { payout: { addressId: polygonAddressId } },
    });
    expect(order.body).toEqual({
      errors: [
        {
          code: 45,
          message: 'No bank account of the service for this country and currency: MX USD is not configured',
        },
      ],
    });
    expect(order.status).toBe(503);
    expect((await server.call('GET', '/api/orders')).body).toHaveLength(before.body.length);
  });
});

describe('a price feed that fails or is stale refuses to quote (503 code 43)', () => {
  it('a feed answering 500: nothing priced, the reason said', async () => {
    answer = { status: 500, body: { error: 'down' } };
    const server = await startProduction('failing');
    try {
      const spot = await server.call('GET', spotPath);
      expect(spot.status).toBe(503);
      expect(spot.body).toEqual({
        errors: [{ code: 43, message: 'Prices unavailable: the price feed did not answer' }],
      });
    } finally {
      server.runtime.store.close();
    }
  });

  it('rates older than CAMBIO_PRICE_FEED_MAX_AGE_SECONDS are not used, for a spot price or a quote', async () => {
    answer = { status: 200, body: feedRates(120) };
    const server = await startProduction('stale', { CAMBIO_PRICE_FEED_MAX_AGE_SECONDS: '30' });
    try {
      const spot = await server.call('GET', spotPath);
      expect(spot.status).toBe(503);
      const [entry] = (spot.body as unknown as { errors: Array<{ code: number; message: string }> }).errors;
      expect(entry?.code).toBe(43);
      expect(entry?.message).toMatch(
        /^Prices unavailable: the price feed's rates are 12\d s old \(at most 30 s are used\)$/,
      );
      const quote = await server.call('POST', '/api/quotes', {
        userId: server.userId,
        country: 'MX',
        origin: { asset: 'MXN', amount: 1000 },
        destination: { asset: 'USDC', network: 'polygon' },
      });
      expect(quote.status).toBe(503);
    } finally {
      server.runtime.store.close();
    }
  });

  it('an answer that is not the documented shape is refused, the field at fault in the log only', async () => {
    const { usdPerEur: _left, ...partial } = feedRates();
    answer = { status: 200, body: partial };
    const server = await startProduction('invalid');
    try {
      const spot = await server.call('GET', spotPath);
      expect(spot.status).toBe(503);
      expect(JSON.stringify(spot.body)).toContain('the price feed did not answer');
      expect(JSON.stringify(spot.body)).not.toContain('usdPerEur');
    } finally {
      server.runtime.store.close();
    }
  });
});

describe('starting production without providers (main.ts)', () => {
  it('refuses with one line per missing provider, exit 1, creating nothing', async () => {
    const dataDir = join(scratch, 'never');
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        CAMBIO_MODE: 'production',
        CAMBIO_PUBLIC_BASE_URL: 'https://api.acme.example',
        CAMBIO_DATA_DIR: dataDir,
        CAMBIO_BANK_ACCOUNTS: '',
        CAMBIO_DEPOSIT_ADDRESSES: '{"tron": ["not-an-address"]}',
        CAMBIO_PRICE_FEED_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([
      'cambio: Invalid configuration: production mode takes nothing simulated, and these providers are not configured:',
      expect.stringMatching(
        /^ {2}CAMBIO_BANK_ACCOUNTS is not set: the service's bank accounts per country and currency/,
      ),
      expect.stringMatching(/^ {2}CAMBIO_DEPOSIT_ADDRESSES: tron address not-an-address: /),
      expect.stringMatching(/^ {2}CAMBIO_PRICE_FEED_URL is not set: the URL of the price feed/),
    ]);
    expect(existsSync(dataDir)).toBe(false);
  });
});
