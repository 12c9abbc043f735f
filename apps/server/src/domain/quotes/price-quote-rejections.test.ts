import { describe, expect, it } from 'vitest';
import { type Given, quote, TOP } from '../../testing/price-quote-cases.ts';
import { isRejection, type QuoteRejection } from './quote-rejection.ts';

describe('priceQuote: rejections', () => {
  it.each<[string, { given: Given; want: Omit<QuoteRejection, 'rejected' | 'message'> }]>([
    [
      'fiat to fiat',
      {
        given: { destination: { asset: 'USD' }, amount: '100' },
        want: { code: 'unsupportedAssetPair', field: 'body.destination.asset' },
      },
    ],
    [
      'a fiat of another country',
      {
        given: { country: 'CO', amount: '1000' },
        want: { code: 'unsupportedAssetPair', field: 'body.origin.asset' },
      },
    ],
    [
      'a stablecoin on a network it is not on',
      {
        given: { destination: { asset: 'USDCe', network: 'ethereum' }, amount: '1000' },
        want: { code: 'unsupportedAssetPair', field: 'body.destination.network' },
      },
    ],
    [
      'the same asset and network on both legs',
      {
        given: {
          origin: { asset: 'USDT', network: 'tron' },
          destination: { asset: 'USDT', network: 'tron' },
          amount: '100',
        },
        want: { code: 'unsupportedAssetPair', field: 'body.destination' },
      },
    ],
    [
      'no network on a stablecoin leg',
      {
        given: { destination: { asset: 'USDC' }, amount: '1000' },
        want: { code: 'invalidRequest', field: 'body.destination.network' },
      },
    ],
    [
      'a network on a fiat leg',
      {
        given: { origin: { asset: 'MXN', network: 'polygon' }, amount: '1000' },
        want: { code: 'invalidRequest', field: 'body.origin.network' },
      },
    ],
    [
      'a zero amount',
      { given: { amount: '0' }, want: { code: 'invalidRequest', field: 'body.origin.amount' } },
    ],
    [
      'a negative amount',
      {
        given: { amount: '-5', fixedLeg: 'destination' },
        want: { code: 'invalidRequest', field: 'body.destination.amount' },
      },
    ],
    [
      '3 decimals of MXN',
      { given: { amount: '1000.001' }, want: { code: 'invalidRequest', field: 'body.origin.amount' } },
    ],
    [
      '7 decimals of USDC',
      {
        given: { amount: '100.0000001', fixedLeg: 'destination' },
        want: { code: 'invalidRequest', field: 'body.destination.amount' },
      },
    ],
    // The minimum is 10 USD at the mid rate: 182 MXN.
    [
      'below the minimum order',
      { given: { amount: '181.99' }, want: { code: 'invalidRequest', field: 'body.origin.amount' } },
    ],
    [
      'a fixed destination whose origin is below the minimum',
      {
        given: { amount: '9.5', fixedLeg: 'destination' },
        want: { code: 'invalidRequest', field: 'body.destination.amount' },
      },
    ],
    [
      'fees that take the whole origin',
      {
        given: {
          amount: '1000',
          feeRanges: {
            MX: { buy: [{ min: 0, max: TOP, fee: 0.9, nextDaySettlementFee: 0, _id: 'fr_x' }], sell: [] },
          },
        },
        want: { code: 'invalidRequest', field: 'body.origin.amount' },
      },
    ],
    [
      'fee rates that no origin can cover',
      {
        given: {
          amount: '1000',
          fixedLeg: 'destination',
          feeRanges: {
            MX: { buy: [{ min: 0, max: TOP, fee: 0.9, nextDaySettlementFee: 0, _id: 'fr_x' }], sell: [] },
          },
        },
        want: { code: 'invalidRequest', field: 'body.destination.amount' },
      },
    ],
    [
      'an ethereum payout smaller than its gas',
      {
        given: {
          origin: { asset: 'USD' },
          destination: { asset: 'USDC', network: 'ethereum' },
          amount: '10',
          settings: { networkFee: { ethereum: 20 } },
        },
        want: { code: 'invalidRequest', field: 'body.origin.amount' },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    const result = quote(given);
    expect(isRejection(result)).toBe(true);
    expect(result).toMatchObject({ rejected: true, ...want });
    expect((result as QuoteRejection).message.length).toBeGreaterThan(5);
  });

  it('says why, after the field', () => {
    expect(quote({ country: 'CO', amount: '1000' })).toEqual({
      rejected: true,
      code: 'unsupportedAssetPair',
      field: 'body.origin.asset',
      message: 'is MXN, not a currency of CO (COP, USD)',
    });
    expect(quote({ amount: '100' })).toMatchObject({
      message: 'gives an order below the minimum of 182 MXN',
    });
  });

  it('accepts exactly the minimum, and a lower minimum from the settings', () => {
    expect(isRejection(quote({ amount: '182' }))).toBe(false);
    expect(isRejection(quote({ amount: '100', settings: { minimumOrder: { MXN: 50 } } }))).toBe(false);
  });
});
