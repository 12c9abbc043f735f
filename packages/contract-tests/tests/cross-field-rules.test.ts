import {
  zCreateBulkBankPaymentRequest,
  zCreateQuoteRequest,
  zCreateUserRequest,
  zDepositRecordRequest,
} from '@cambio/contract/schemas';
import { problemsThroughUnions } from '@cambio/contract/union-branches';
import { describe, expect, it } from 'vitest';
import { schemaProblems } from '../src/harness/validate-response.ts';

// The generated zod of each schema with cross-field rules judges a body as ajv judges it with the document,
// and its refusal names the field. No server: the codegen's output against the document, case by case.
const address = { street1: 'Reforma 222', city: 'CDMX', state: 'CDMX', country: 'MX', postalCode: '06600' };
const user = { country: 'MX', email: 'a@example.com', phoneNumber: '+525512345678', address };
const leg = (asset: string, more: Record<string, unknown> = {}) => ({ asset, ...more });
const quote = {
  userId: 'usr_1',
  country: 'MX',
  origin: leg('MXN', { amount: 10 }),
  destination: leg('USDC', { network: 'polygon' }),
};
const deposit = { amount: 10, transaction: {} };

const validators = {
  CreateUserRequest: zCreateUserRequest,
  CreateQuoteRequest: zCreateQuoteRequest,
  DepositRecordRequest: zDepositRecordRequest,
  CreateBulkBankPaymentRequest: zCreateBulkBankPaymentRequest,
};
type Case = { name: keyof typeof validators; body: unknown; field?: string };
const cases: [string, Case][] = [
  [
    'an individual user',
    { name: 'CreateUserRequest', body: { ...user, userType: 'individual', firstName: 'A', lastName: 'B' } },
  ],
  [
    'a business user',
    { name: 'CreateUserRequest', body: { ...user, userType: 'business', businessName: 'N' } },
  ],
  [
    'a business user with lastName',
    {
      name: 'CreateUserRequest',
      body: { ...user, userType: 'business', businessName: 'N', lastName: 'B' },
      field: 'lastName',
    },
  ],
  [
    'an individual user with businessName',
    {
      name: 'CreateUserRequest',
      body: { ...user, userType: 'individual', firstName: 'A', lastName: 'B', businessName: 'N' },
      field: 'businessName',
    },
  ],
  [
    'an individual user without firstName',
    {
      name: 'CreateUserRequest',
      body: { ...user, userType: 'individual', lastName: 'B' },
      field: 'firstName',
    },
  ],
  ['a market quote', { name: 'CreateQuoteRequest', body: quote }],
  [
    'a quote without an amount',
    { name: 'CreateQuoteRequest', body: { ...quote, origin: leg('MXN') }, field: 'origin.amount' },
  ],
  [
    'a quote with two amounts',
    {
      name: 'CreateQuoteRequest',
      body: { ...quote, destination: leg('USDC', { network: 'polygon', amount: 1 }) },
      field: 'destination.amount',
    },
  ],
  [
    'a fiat leg with a network',
    {
      name: 'CreateQuoteRequest',
      body: { ...quote, origin: leg('MXN', { amount: 10, network: 'polygon' }) },
      field: 'origin.network',
    },
  ],
  [
    'a stablecoin leg without one',
    {
      name: 'CreateQuoteRequest',
      body: { ...quote, destination: leg('USDC') },
      field: 'destination.network',
    },
  ],
  [
    'a limit quote without its price',
    {
      name: 'CreateQuoteRequest',
      body: { ...quote, type: 'limit', timeInForceEndsAt: '2037-05-26T16:00:00-06:00' },
      field: 'limitNetPrice',
    },
  ],
  [
    'a limit quote',
    {
      name: 'CreateQuoteRequest',
      body: { ...quote, type: 'limit', limitNetPrice: 0.05, timeInForceEndsAt: '2037-05-26T16:00:00-06:00' },
    },
  ],
  [
    'a market quote with a window',
    {
      name: 'CreateQuoteRequest',
      body: { ...quote, timeInForceEndsAt: '2037-05-26T16:00:00Z' },
      field: 'timeInForceEndsAt',
    },
  ],
  ['a deposit by reference', { name: 'DepositRecordRequest', body: { ...deposit, reference: 'CMB1' } }],
  ['a deposit by neither', { name: 'DepositRecordRequest', body: deposit, field: 'reference' }],
  [
    'a deposit by both',
    {
      name: 'DepositRecordRequest',
      body: { ...deposit, reference: 'CMB1', depositAddress: '0x1' },
      field: 'depositAddress',
    },
  ],
  [
    'a memo without an address',
    {
      name: 'DepositRecordRequest',
      body: { ...deposit, reference: 'CMB1', depositMemo: '7' },
      field: 'depositMemo',
    },
  ],
  [
    'a memo with an address',
    { name: 'DepositRecordRequest', body: { ...deposit, depositAddress: '0x1', depositMemo: '7' } },
  ],
  ['a bulk payment by orders', { name: 'CreateBulkBankPaymentRequest', body: { orderIds: ['ord_1'] } }],
  [
    'a collecting bulk payment',
    { name: 'CreateBulkBankPaymentRequest', body: { fiat: 'MXN', country: 'MX', userId: 'usr_1' } },
  ],
  [
    'a collecting one without userId',
    { name: 'CreateBulkBankPaymentRequest', body: { fiat: 'MXN', country: 'MX' }, field: 'userId' },
  ],
  [
    'a fiat of another country',
    {
      name: 'CreateBulkBankPaymentRequest',
      body: { fiat: 'PEN', country: 'MX', userId: 'usr_1' },
      field: 'fiat',
    },
  ],
];

describe('the generated zod agrees with the document on the rules between fields', () => {
  it.each(cases)('%s', (_label, { name, body, field }) => {
    const judged = validators[name].safeParse(body);
    const documentSays = schemaProblems(`/components/schemas/${name}`, body);
    expect(judged.success, `ajv: ${documentSays.join('; ')}`).toBe(documentSays.length === 0);
    expect(judged.success).toBe(field === undefined);
    // A union's refusal names the field through its closest form, an unknown key by name, as the 400 does.
    const named = problemsThroughUnions(judged.error?.issues ?? []).flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key].join('.'))
        : [issue.path.join('.')],
    );
    if (field !== undefined) expect(named).toContain(field);
  });
});
