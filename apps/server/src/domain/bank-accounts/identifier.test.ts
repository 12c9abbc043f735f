import { describe, expect, it } from 'vitest';
import { bankAccountIdentifier } from './identifier.ts';
import type { ValidBankAccount } from './validate.ts';

const none = { CLABE: null, CCI: null, accountNumber: null, routingNumber: null, accountType: null };

describe('bankAccountIdentifier', () => {
  it.each<[string, { given: ValidBankAccount; want: string }]>([
    [
      'a CLABE',
      {
        given: { ...none, country: 'MX', fiat: 'MXN', bankName: 'BBVA MEXICO', CLABE: '012180001234567891' },
        want: 'CLABE:012180001234567891',
      },
    ],
    [
      'a CCI',
      {
        given: { ...none, country: 'PE', fiat: 'PEN', bankName: 'BCP', CCI: '00219300123456789012' },
        want: 'CCI:00219300123456789012',
      },
    ],
    [
      'a US account',
      {
        given: {
          ...none,
          country: 'CO',
          fiat: 'USD',
          bankName: 'Chase',
          accountNumber: '000123456789',
          routingNumber: '021000021',
        },
        want: 'ABA:021000021:000123456789',
      },
    ],
    [
      'a Colombian account, the bank name normalised',
      {
        given: {
          ...none,
          country: 'CO',
          fiat: 'COP',
          bankName: '  Banco  de Bogotá ',
          accountNumber: '0012345678',
          accountType: 'savings',
        },
        want: 'CO:banco de bogotá:0012345678',
      },
    ],
  ])('%s', (_, { given, want }) => {
    expect(bankAccountIdentifier(given)).toBe(want);
  });

  it('tells the same Colombian number at two banks apart', () => {
    const account = { ...none, country: 'CO', fiat: 'COP', accountNumber: '0012345678' } as const;
    expect(bankAccountIdentifier({ ...account, bankName: 'Bancolombia' })).not.toBe(
      bankAccountIdentifier({ ...account, bankName: 'Davivienda' }),
    );
  });
});
