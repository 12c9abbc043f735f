import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { afterAll, describe, expect, it } from 'vitest';
import { BoundWrite } from '../../db/statements.ts';
import { volumesOfUser } from '../../db/volume-queries.ts';
import { migrationsFolder } from '../../node/runtime.ts';
import { openSqliteStore } from '../../node/sqlite-store.ts';
import type { OrderRecord } from '../../records.ts';
import { createFixedTable } from '../../testing/fixed-table.ts';
import type { Asset, Country } from '../assets.ts';
import { orderUsdValue, volumeStatement } from './order-volume.ts';

type Terms = { origin: [asset: Asset, amount: string]; destination: Asset; marketPrice: string };

const record = ({ origin, destination, marketPrice }: Terms, country: Country = 'MX') => ({
  origin: { asset: origin[0], amount: origin[1], country },
  destination: { asset: destination, amount: '0', country },
  marketPrice,
});
const peg = '1.0834';
const usdValue = (terms: Terms) => orderUsdValue(record(terms), () => peg).toFixed();

describe('orderUsdValue: the origin in USD, rounded down to the micro-dollar', () => {
  const cases: Array<[name: string, { given: Terms; want: string }]> = [
    [
      'fiatToCrypto MXN to USDC: the origin at marketPrice (USDC per MXN)',
      {
        given: { origin: ['MXN', '200000.00'], destination: 'USDC', marketPrice: '0.054347826086' },
        want: '10869.565217',
      },
    ],
    [
      'fiatToCrypto USD to USDT: the dollar origin at face value, whatever the price',
      { given: { origin: ['USD', '10500.25'], destination: 'USDT', marketPrice: '0.996' }, want: '10500.25' },
    ],
    [
      'cryptoToFiat USDC to MXN: the coin origin at face value',
      {
        given: { origin: ['USDC', '1234.567891'], destination: 'MXN', marketPrice: '18.1' },
        want: '1234.567891',
      },
    ],
    [
      'cryptoToFiat USDCe to COP: at face value',
      { given: { origin: ['USDCe', '75.5'], destination: 'COP', marketPrice: '4080.5' }, want: '75.5' },
    ],
    [
      'cryptoToFiat EURC to PEN: no dollar leg, EURC at its peg, rounded down',
      {
        given: { origin: ['EURC', '1000.000001'], destination: 'PEN', marketPrice: '4.05' },
        want: '1083.400001',
      },
    ],
    [
      'cryptoToCrypto USDT to USDC: the origin at face value',
      { given: { origin: ['USDT', '6000.25'], destination: 'USDC', marketPrice: '0.9995' }, want: '6000.25' },
    ],
    [
      'cryptoToCrypto EURC to USDC: converted at marketPrice into the dollar coin, rounded down',
      {
        given: { origin: ['EURC', '500'], destination: 'USDC', marketPrice: '1.079999999999' },
        want: '539.999999',
      },
    ],
    [
      'cryptoToCrypto USDC to EURC: the dollar origin at face value, not through the peg',
      { given: { origin: ['USDC', '100'], destination: 'EURC', marketPrice: '0.92' }, want: '100' },
    ],
    [
      'fiatToCrypto COP to EURC: converted at marketPrice into EURC, then at the peg',
      {
        given: { origin: ['COP', '4100000.00'], destination: 'EURC', marketPrice: '0.000225563909' },
        want: '1001.941349',
      },
    ],
    [
      'cryptoToCrypto EURC to EURC (another network): at the peg',
      { given: { origin: ['EURC', '250.5'], destination: 'EURC', marketPrice: '1' }, want: '271.3917' },
    ],
    [
      // 20 significant digits (decimal.js's default) would round this up to ...959.999474.
      'a 13-digit amount stays exact where 20 significant digits would round up',
      {
        given: { origin: ['MXN', '9999999999999.99'], destination: 'USDC', marketPrice: '0.052600441196' },
        want: '526004411959.999473',
      },
    ],
  ];
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(usdValue(given)).toBe(want);
  });

  it('reads the peg only for an order without a dollar leg', () => {
    let reads = 0;
    const countingPeg = () => {
      reads += 1;
      return new Decimal(peg);
    };
    orderUsdValue(record({ origin: ['MXN', '100'], destination: 'USDC', marketPrice: '0.05' }), countingPeg);
    orderUsdValue(record({ origin: ['EURC', '100'], destination: 'USDT', marketPrice: '1.08' }), countingPeg);
    expect(reads).toBe(0);
    orderUsdValue(record({ origin: ['MXN', '100'], destination: 'EURC', marketPrice: '0.05' }), countingPeg);
    expect(reads).toBe(1);
  });

  it('refuses a pair without a stablecoin (a server bug, never a volume of 0)', () => {
    expect(() => usdValue({ origin: ['MXN', '100'], destination: 'PEN', marketPrice: '0.2' })).toThrow(
      /no USD value/,
    );
  });
});

describe('volumeStatement: what the completing order commits', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cambio-order-volume-'));
  const store = openSqliteStore(join(dir, 'cambio.sqlite'), migrationsFolder);
  afterAll(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const deps = { store, prices: createFixedTable({ pegUsd: { EURC: peg } }) };
  const at = new Date('2026-03-10T23:59:59.999Z');
  const order = (flow: OrderRecord['flow'], terms: Terms, country: Country) => ({
    userId: 'usr_volume',
    flow,
    ...record(terms, country),
  });

  it('adds the value in micro-dollars to the user, country, fee side and UTC day of completion', () => {
    const statement = volumeStatement(
      deps,
      order(
        'fiatToCrypto',
        { origin: ['MXN', '200000.00'], destination: 'USDC', marketPrice: '0.054347826086' },
        'MX',
      ),
      at,
    );
    expect(statement).toBeInstanceOf(BoundWrite);
    expect((statement as BoundWrite).values).toEqual({
      userId: 'usr_volume',
      country: 'MX',
      side: 'buy',
      day: '2026-03-10',
      usdMicros: '10869565217',
    });
  });

  it('counts cryptoToCrypto on the buy side and cryptoToFiat on the sell side, EURC at the source peg', async () => {
    await store.commit([
      volumeStatement(
        deps,
        order('cryptoToCrypto', { origin: ['USDT', '6000.25'], destination: 'USDC', marketPrice: '1' }, 'PE'),
        at,
      ),
      volumeStatement(
        deps,
        order(
          'cryptoToFiat',
          { origin: ['EURC', '1000.000001'], destination: 'PEN', marketPrice: '4.05' },
          'PE',
        ),
        at,
      ),
    ]);
    const volumes = await volumesOfUser(store, 'usr_volume', at);
    expect(volumes.PE.buy.toFixed()).toBe('6000.25');
    expect(volumes.PE.sell.toFixed()).toBe('1083.400001');
    expect([volumes.MX.buy, volumes.MX.sell, volumes.CO.buy, volumes.CO.sell].map(String)).toEqual([
      '0',
      '0',
      '0',
      '0',
    ]);
  });
});
