import { describe, expect, it } from 'vitest';
import { type BankAccountInput, validateBankAccount } from './validate.ts';

describe('validateBankAccount rejects', () => {
  it.each<[string, { given: BankAccountInput; want: { field: string; message: string } }]>([
    [
      'a CLABE with a wrong check digit',
      {
        given: { country: 'MX', fiat: 'MXN', CLABE: '012180001234567891' },
        want: { field: 'CLABE', message: 'CLABE check digit is 1, expected 9' },
      },
    ],
    [
      'a CLABE of 17 digits',
      {
        given: { country: 'MX', fiat: 'MXN', CLABE: '01218000123456789' },
        want: { field: 'CLABE', message: 'CLABE must be 18 digits, got 17' },
      },
    ],
    [
      'a CLABE with a letter',
      {
        given: { country: 'MX', fiat: 'MXN', CLABE: '01218000123456789O' },
        want: { field: 'CLABE', message: 'CLABE must contain digits only' },
      },
    ],
    [
      'a CLABE of an unknown bank',
      {
        given: { country: 'MX', fiat: 'MXN', CLABE: '999180001234567899' },
        want: { field: 'CLABE', message: 'bank code 999 is not a known Mexican bank' },
      },
    ],
    [
      'MX MXN without a CLABE',
      {
        given: { country: 'MX', fiat: 'MXN', bankName: 'BBVA' },
        want: { field: 'CLABE', message: 'CLABE is required for MX MXN accounts' },
      },
    ],
    [
      'a CCI on a Mexican account',
      {
        given: { country: 'MX', fiat: 'MXN', CLABE: '012180001234567899', CCI: '00219300123456789012' },
        want: { field: 'CCI', message: 'CCI is not used for MX MXN accounts' },
      },
    ],
    [
      'a fiat the country does not use',
      {
        given: { country: 'MX', fiat: 'PEN', CLABE: '012180001234567899' },
        want: { field: 'fiat', message: 'MX bank accounts must be in MXN or USD, not PEN' },
      },
    ],
    [
      'a US account in Mexico without an account number',
      {
        given: { country: 'MX', fiat: 'USD', routingNumber: '021000021', bankName: 'Chase' },
        want: {
          field: 'accountNumber',
          message: 'accountNumber is required for MX USD accounts with a routingNumber',
        },
      },
    ],
    [
      'a CCI of 19 digits',
      {
        given: { country: 'PE', fiat: 'PEN', CCI: '0021930012345678901' },
        want: { field: 'CCI', message: 'CCI must be 20 digits, got 19' },
      },
    ],
    [
      'a CCI of an unlisted bank without a bank name',
      {
        given: { country: 'PE', fiat: 'PEN', CCI: '03512345678901234567' },
        want: {
          field: 'bankName',
          message: 'bankName is required when the CCI bank code (035) is not a listed bank',
        },
      },
    ],
    [
      'a Colombian account number of 5 digits',
      {
        given: {
          country: 'CO',
          fiat: 'COP',
          accountNumber: '12345',
          accountType: 'savings',
          bankName: 'Bancolombia',
        },
        want: { field: 'accountNumber', message: 'accountNumber must be 6 to 20 digits, got 5' },
      },
    ],
    [
      'a Colombian account of an unknown type',
      {
        given: {
          country: 'CO',
          fiat: 'COP',
          accountNumber: '123456',
          accountType: 'current',
          bankName: 'Bancolombia',
        },
        want: { field: 'accountType', message: 'accountType must be savings or checking, got current' },
      },
    ],
    [
      'a Colombian account without a type',
      {
        given: { country: 'CO', fiat: 'COP', accountNumber: '123456', bankName: 'Bancolombia' },
        want: { field: 'accountType', message: 'accountType is required for CO COP accounts' },
      },
    ],
    [
      'a Colombian account without a bank name',
      {
        given: { country: 'CO', fiat: 'COP', accountNumber: '123456', accountType: 'checking' },
        want: { field: 'bankName', message: 'bankName is required for CO COP accounts' },
      },
    ],
    [
      'a routing number on a COP account',
      {
        given: {
          country: 'CO',
          fiat: 'COP',
          accountNumber: '123456',
          accountType: 'checking',
          routingNumber: '021000021',
        },
        want: { field: 'routingNumber', message: 'routingNumber is not used for CO COP accounts' },
      },
    ],
    [
      'a routing number with a wrong checksum',
      {
        given: {
          country: 'CO',
          fiat: 'USD',
          routingNumber: '021000022',
          accountNumber: '4455',
          bankName: 'Chase',
        },
        want: { field: 'routingNumber', message: 'routingNumber check digit is 2, expected 1' },
      },
    ],
    [
      'a routing number of 8 digits',
      {
        given: {
          country: 'CO',
          fiat: 'USD',
          routingNumber: '02100002',
          accountNumber: '4455',
          bankName: 'Chase',
        },
        want: { field: 'routingNumber', message: 'routingNumber must be 9 digits, got 8' },
      },
    ],
    [
      'a US account number of 18 digits',
      {
        given: {
          country: 'CO',
          fiat: 'USD',
          routingNumber: '021000021',
          accountNumber: '123456789012345678',
          bankName: 'Chase',
        },
        want: { field: 'accountNumber', message: 'accountNumber must be 4 to 17 digits, got 18' },
      },
    ],
    [
      'an account type on a US account',
      {
        given: {
          country: 'CO',
          fiat: 'USD',
          routingNumber: '021000021',
          accountNumber: '4455',
          accountType: 'savings',
          bankName: 'Chase',
        },
        want: { field: 'accountType', message: 'accountType is not used for CO USD accounts' },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    expect(validateBankAccount(given)).toEqual({ ok: false, ...want });
  });
});
