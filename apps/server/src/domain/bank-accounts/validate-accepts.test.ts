import { describe, expect, it } from 'vitest';
import {
  type BankAccountInput,
  MEXICAN_BANKS,
  validateBankAccount,
  weighted371CheckDigit,
} from './validate.ts';

const none = { CLABE: null, CCI: null, accountNumber: null, routingNumber: null, accountType: null };

describe('validateBankAccount accepts', () => {
  it.each<[string, { given: BankAccountInput; want: Record<string, string | null> }]>([
    [
      'MX MXN CLABE of BBVA, bank name derived',
      {
        given: { country: 'MX', fiat: 'MXN', CLABE: '012180001234567899' },
        want: { ...none, bankName: 'BBVA MEXICO', CLABE: '012180001234567899' },
      },
    ],
    [
      'MX MXN CLABE of Banamex, the CLABE names the bank over the given name',
      {
        given: { country: 'MX', fiat: 'MXN', CLABE: '002180001234567896', bankName: 'Banorte' },
        want: { ...none, bankName: 'BANAMEX', CLABE: '002180001234567896' },
      },
    ],
    [
      'MX MXN CLABE of STP with surrounding spaces',
      {
        given: { country: 'MX', fiat: 'MXN', CLABE: ' 646180001234567896 ' },
        want: { ...none, bankName: 'STP', CLABE: '646180001234567896' },
      },
    ],
    [
      'MX USD CLABE (SPID)',
      {
        given: { country: 'MX', fiat: 'USD', CLABE: '014180001234567897' },
        want: { ...none, bankName: 'SANTANDER', CLABE: '014180001234567897' },
      },
    ],
    [
      'MX USD US account',
      {
        given: {
          country: 'MX',
          fiat: 'USD',
          routingNumber: '021000021',
          accountNumber: '123456789',
          bankName: 'JPMorgan Chase',
        },
        want: { ...none, bankName: 'JPMorgan Chase', routingNumber: '021000021', accountNumber: '123456789' },
      },
    ],
    [
      'PE PEN CCI of BCP',
      {
        given: { country: 'PE', fiat: 'PEN', CCI: '00219300123456789012' },
        want: { ...none, bankName: 'BCP', CCI: '00219300123456789012' },
      },
    ],
    [
      'PE USD CCI of Interbank',
      {
        given: { country: 'PE', fiat: 'USD', CCI: '00312345678901234567' },
        want: { ...none, bankName: 'INTERBANK', CCI: '00312345678901234567' },
      },
    ],
    [
      'PE PEN CCI of an unlisted bank with its name',
      {
        given: { country: 'PE', fiat: 'PEN', CCI: '03512345678901234567', bankName: 'Banco Pichincha' },
        want: { ...none, bankName: 'Banco Pichincha', CCI: '03512345678901234567' },
      },
    ],
    [
      'CO COP savings account',
      {
        given: {
          country: 'CO',
          fiat: 'COP',
          accountNumber: '0012345678',
          accountType: 'savings',
          bankName: 'Bancolombia',
        },
        want: { ...none, bankName: 'Bancolombia', accountNumber: '0012345678', accountType: 'savings' },
      },
    ],
    [
      'CO USD US account',
      {
        given: {
          country: 'CO',
          fiat: 'USD',
          routingNumber: '121000358',
          accountNumber: '4455',
          bankName: 'Bank of America',
        },
        want: { ...none, bankName: 'Bank of America', routingNumber: '121000358', accountNumber: '4455' },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    const result = validateBankAccount(given);
    expect(result).toEqual({ ok: true, value: { country: given.country, fiat: given.fiat, ...want } });
  });
});

describe('CLABE check digit', () => {
  it('accepts exactly one final digit for each of many computed CLABEs of every listed bank', () => {
    let state = 12345;
    const nextDigit = () => {
      state = (state * 48271) % 2147483647;
      return String(state % 10);
    };
    for (const code of Object.keys(MEXICAN_BANKS)) {
      for (let n = 0; n < 20; n++) {
        const body = code + Array.from({ length: 14 }, nextDigit).join('');
        const accepted = [...'0123456789'].filter(
          (last) => validateBankAccount({ country: 'MX', fiat: 'MXN', CLABE: body + last }).ok,
        );
        expect(accepted).toEqual([String(weighted371CheckDigit(body))]);
      }
    }
  });
});
