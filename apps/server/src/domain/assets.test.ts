import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  type Asset,
  type Country,
  countries,
  countryAcceptsFiat,
  type Fiat,
  isFiat,
  isStablecoin,
  type Network,
  roundDown,
  roundUp,
  type Stablecoin,
  scaleOf,
  supportsNetwork,
} from './assets.ts';

describe('scaleOf', () => {
  it.each<[Asset, number]>([
    ['USD', 2],
    ['MXN', 2],
    ['PEN', 2],
    ['COP', 2],
    ['USDC', 6],
    ['USDCe', 6],
    ['EURC', 6],
    ['USDT', 6],
  ])('%s has %i decimals', (asset, want) => {
    expect(scaleOf(asset)).toBe(want);
  });
});

describe('asset kinds', () => {
  it.each<[string, { fiat: boolean; stablecoin: boolean }]>([
    ['MXN', { fiat: true, stablecoin: false }],
    ['USD', { fiat: true, stablecoin: false }],
    ['USDCe', { fiat: false, stablecoin: true }],
    ['usdc', { fiat: false, stablecoin: false }],
    ['BRL', { fiat: false, stablecoin: false }],
  ])('%s', (value, want) => {
    expect({ fiat: isFiat(value), stablecoin: isStablecoin(value) }).toEqual(want);
  });
});

describe('supportsNetwork', () => {
  it.each<[string, { given: [Stablecoin, Network]; want: boolean }]>([
    ['USDC on solana', { given: ['USDC', 'solana'], want: true }],
    ['USDC on tron', { given: ['USDC', 'tron'], want: false }],
    ['USDCe only on polygon', { given: ['USDCe', 'polygon'], want: true }],
    ['USDCe not on ethereum', { given: ['USDCe', 'ethereum'], want: false }],
    ['EURC on stellar', { given: ['EURC', 'stellar'], want: true }],
    ['EURC not on polygon', { given: ['EURC', 'polygon'], want: false }],
    ['USDT on tron', { given: ['USDT', 'tron'], want: true }],
    ['USDT on bsc', { given: ['USDT', 'bsc'], want: true }],
    ['USDT not on stellar', { given: ['USDT', 'stellar'], want: false }],
    ['USDT on tempo', { given: ['USDT', 'tempo'], want: true }],
  ])('%s', (_name, { given, want }) => {
    expect(supportsNetwork(...given)).toBe(want);
  });
});

describe('countries', () => {
  it.each<[string, { given: [Country, Fiat]; want: boolean }]>([
    ['MX takes MXN', { given: ['MX', 'MXN'], want: true }],
    ['MX takes USD', { given: ['MX', 'USD'], want: true }],
    ['MX refuses PEN', { given: ['MX', 'PEN'], want: false }],
    ['PE takes PEN', { given: ['PE', 'PEN'], want: true }],
    ['PE refuses COP', { given: ['PE', 'COP'], want: false }],
    ['CO takes COP', { given: ['CO', 'COP'], want: true }],
    ['CO takes USD', { given: ['CO', 'USD'], want: true }],
  ])('%s', (_name, { given, want }) => {
    expect(countryAcceptsFiat(...given)).toBe(want);
  });

  it('knows time zone and VAT of each country', () => {
    const summary = Object.fromEntries(
      Object.entries(countries).map(([country, info]) => [country, [info.timeZone, info.vatRate.toString()]]),
    );
    expect(summary).toEqual({
      MX: ['America/Mexico_City', '0.16'],
      PE: ['America/Lima', '0.18'],
      CO: ['America/Bogota', '0.19'],
    });
  });
});

describe('rounding at the asset scale', () => {
  it.each<[string, { given: [string, Asset]; want: { down: string; up: string } }]>([
    ['MXN', { given: ['1820.456', 'MXN'], want: { down: '1820.45', up: '1820.46' } }],
    ['COP exact', { given: ['4100.10', 'COP'], want: { down: '4100.1', up: '4100.1' } }],
    ['USDC', { given: ['54.9450551', 'USDC'], want: { down: '54.945055', up: '54.945056' } }],
    ['tiny USDT', { given: ['0.0000001', 'USDT'], want: { down: '0', up: '0.000001' } }],
  ])('%s', (_name, { given: [amount, asset], want }) => {
    const value = new Decimal(amount);
    expect({ down: roundDown(value, asset).toString(), up: roundUp(value, asset).toString() }).toEqual(want);
  });
});
