import { describe, expect, it } from 'vitest';
import { parseProviderSettings } from './provider-settings.ts';
import { operatorBankAccounts, productionSettings } from './testing/production-fixtures.ts';

const valid = productionSettings('https://rates.example/v1');
const withAccounts = (accounts: unknown[]) =>
  JSON.stringify({ ...operatorBankAccounts, accounts: [...operatorBankAccounts.accounts, ...accounts] });

describe('the production providers settings', () => {
  it('accepts the documented shapes, with the feed defaults', () => {
    const parsed = parseProviderSettings(valid);
    expect(parsed.ok && parsed.settings.priceFeed).toEqual({
      url: 'https://rates.example/v1',
      maxAgeSeconds: 60,
    });
    expect(parsed.ok && parsed.settings.bankAccounts.accounts).toHaveLength(4);
  });

  // [name, { given, want: the one problem line }]
  const cases: Array<[string, { given: Record<string, string>; want: string | RegExp }]> = [
    [
      'not JSON',
      { given: { CAMBIO_BANK_ACCOUNTS: '{accounts' }, want: 'CAMBIO_BANK_ACCOUNTS is not valid JSON' },
    ],
    [
      'a CLABE with a wrong check digit',
      {
        given: {
          CAMBIO_BANK_ACCOUNTS: JSON.stringify({
            ...operatorBankAccounts,
            accounts: [
              {
                country: 'MX',
                fiat: 'MXN',
                bankName: 'BBVA',
                CLABE: '012180009876543213',
                taxId: 'AEX190512QW3',
              },
            ],
          }),
        },
        want: /^CAMBIO_BANK_ACCOUNTS: accounts\.0: MX MXN: CLABE check digit is 3, expected 5/,
      },
    ],
    [
      'a country and currency given twice',
      {
        given: { CAMBIO_BANK_ACCOUNTS: withAccounts([operatorBankAccounts.accounts[0]]) },
        want: 'CAMBIO_BANK_ACCOUNTS: MX MXN is given twice',
      },
    ],
    [
      'a Peruvian account without its RUC',
      {
        given: {
          CAMBIO_BANK_ACCOUNTS: withAccounts([
            { country: 'PE', fiat: 'USD', bankName: 'BCP', CCI: '00219300123456789012' },
          ]),
        },
        want: /^CAMBIO_BANK_ACCOUNTS: accounts\.4: PE USD: taxId must be an RUC of 11 digits/,
      },
    ],
    [
      'an address of another network',
      {
        given: {
          CAMBIO_DEPOSIT_ADDRESSES: JSON.stringify({
            solana: ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
          }),
        },
        want: /^CAMBIO_DEPOSIT_ADDRESSES: solana address 0xfB69\w+: address is not valid base58$/,
      },
    ],
    [
      'no network',
      { given: { CAMBIO_DEPOSIT_ADDRESSES: '{}' }, want: 'CAMBIO_DEPOSIT_ADDRESSES: names no network' },
    ],
    [
      'a feed that is not http(s)',
      { given: { CAMBIO_PRICE_FEED_URL: 'ftp://rates.example/v1' }, want: /^CAMBIO_PRICE_FEED_URL: / },
    ],
    [
      'a maximum age under 5 s',
      { given: { CAMBIO_PRICE_FEED_MAX_AGE_SECONDS: '2' }, want: /^CAMBIO_PRICE_FEED_MAX_AGE_SECONDS: / },
    ],
  ];
  it.each(cases)('refuses %s in one line', (_name, { given, want }) => {
    const parsed = parseProviderSettings({ ...valid, ...given });
    expect(parsed.ok).toBe(false);
    const problems = parsed.ok ? [] : parsed.problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(want);
  });
});
