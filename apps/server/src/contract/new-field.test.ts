import { beforeAll, describe, expect, it } from 'vitest';
import { type CompileError, compileWithDocument, loadDocument } from './compile-with-document.ts';

/**
 * The README's field recipe, checked: a field the document adds to an operation's request or response, left
 * unhandled, is a type error in one place per schema, the function that takes the request's fields or the one
 * view function of the response (for records kept in the API's shape, the function that makes the record),
 * and nowhere else. A request's nested objects count as schemas of their own (`Schema.property` names an
 * inline one). The document is changed in memory and the server type-checked against what it generates.
 */
const requestsTakenBy: Record<string, [file: string, inFunction: string]> = {
  // A request of two forms (a oneOf of whole object schemas, `A+B`) is taken in one place, both at once.
  'IndividualUserRequest+BusinessUserRequest': ['domain/users/create-user.ts', 'userRow'],
  UpdateUserRequest: ['domain/users/update-user.ts', 'updateUser'],
  CreateBankAccountRequest: ['domain/bank-accounts/create-bank-account.ts', 'addBankAccount'],
  CreateCryptoAddressRequest: ['domain/addresses/create-crypto-address.ts', 'createCryptoAddress'],
  CreateWebhookRequest: ['domain/webhooks/create-webhook.ts', 'createWebhook'],
  UpdateWebhookRequest: ['domain/webhooks/update-webhook.ts', 'updateWebhook'],
  'QuoteFixingOrigin+QuoteFixingDestination': ['domain/quotes/create-quote.ts', 'createQuote'],
  CreateOrderRequest: ['domain/orders/create-order.ts', 'draftOrder'],
  'CollectingBulkBankPaymentMX+CollectingBulkBankPaymentPE+CollectingBulkBankPaymentCO+BulkBankPaymentOfOrders':
    ['domain/payments/create-bulk-bank-payment.ts', 'createBulkBankPayment'],
  'DepositByReference+DepositByAddress': ['domain/payments/record-deposit.ts', 'recordDeposit'],
  VerificationDecision: ['domain/onboarding/verification-requests.ts', 'recordVerificationDecision'],
  DocumentUpload: ['domain/users/upload-document.ts', 'uploadDocument'],
  PayoutTransfersRequest: ['domain/payouts/report-payout.ts', 'recordPayoutTransfers'],
  PayoutOutcomeRequest: ['domain/payouts/report-payout.ts', 'recordPayoutOutcome'],
  PaymentCheckRequest: ['domain/orders/receive-payment.ts', 'checkPayment'],
  ExportOrdersRequest: ['domain/exports/export-filters.ts', 'exportFiltersOf'],
  RedeliverRequest: ['domain/webhooks/replay.ts', 'redeliver'],
  SandboxVerificationRequest: ['domain/onboarding/verification-requests.ts', 'completeSandboxVerification'],
  SandboxKeyRequest: ['domain/keys/sandbox-key.ts', 'createSandboxKey'],
  SandboxDepositRequest: ['domain/sandbox/deposit.ts', 'createSandboxDeposit'],
  SandboxClockAdvanceRequest: ['domain/jobs/advance-clock.ts', 'advanceSandboxClock'],
  // Nested objects the request's mapping takes field by field.
  'CreateOrderRequest.settlement': ['domain/orders/payout-target.ts', 'payoutChoice'],
  'CreateOrderRequest.settlement.payout': ['domain/orders/payout-target.ts', 'payoutChoice'],
  'FixedQuoteLeg+QuoteLegRequest': ['domain/quotes/create-quote.ts', 'legOf'],
  PayoutTransferReport: ['domain/payouts/report-payout.ts', 'payoutTransferOf'],
  ReceivedTransaction: ['domain/payments/record-deposit.ts', 'receivedTrace'],
  InvoicingUpdate: ['domain/users/update-user.ts', 'invoicingChange'],
  CountryOnboardingUpdate: ['domain/users/update-user.ts', 'onboardingChange'],
};
/** Objects stored as given, so a field the document adds to them is stored by construction: no error. */
const requestsStoredWhole = [
  'AdditionalInformation',
  'PostalAddressInput',
  'PostalAddressUpdate',
  'IndividualDataUpdate',
  'BusinessDataUpdate',
  'InvoicingUpdate.MX',
  'LegalRepresentativeInput',
];
const responsesShownBy: Record<string, [file: string, inFunction: string]> = {
  User: ['domain/users/user-view.ts', 'toUser'],
  BankAccount: ['domain/bank-accounts/bank-account-view.ts', 'toBankAccount'],
  CryptoAddress: ['domain/addresses/crypto-address-view.ts', 'toCryptoAddress'],
  WebhookRegistration: ['domain/webhooks/webhook-view.ts', 'toWebhookRegistration'],
  OrderExport: ['domain/exports/export-view.ts', 'exportView'],
  BulkBankPayment: ['domain/payments/bulk-payment-view.ts', 'bulkPaymentView'],
  // Kept as the API's shape with exact decimals: the record is made in one place, toQuote/toOrder show it.
  Quote: ['domain/quotes/quote-record.ts', 'toQuoteRecord'],
  Order: ['domain/orders/create-order.ts', 'draftOrder'],
  BulkBankPayout: ['domain/payouts/bulk-bank-payout.ts', 'joinBulkPayout'],
};

type Schema = { type?: unknown; properties?: Record<string, unknown>; required?: string[] };
let errors: CompileError[];

beforeAll(async () => {
  const document = await loadDocument();
  const schemas = (document.components as { schemas: Record<string, Schema> }).schemas;
  const named = (path: string): Schema => {
    const [name = '', ...inside] = path.split('.');
    const schema = inside.reduce<Schema | undefined>(
      (outer, property) => outer?.properties?.[property] as Schema | undefined,
      schemas[name],
    );
    if (schema?.type !== 'object') throw new Error(`The document has no object ${path}`);
    return schema;
  };
  for (const name of [...Object.keys(requestsTakenBy), ...requestsStoredWhole].flatMap((key) =>
    key.split('+'),
  )) {
    const schema = named(name);
    schema.properties = { ...schema.properties, loyaltyTier: { type: 'string' } };
  }
  for (const name of Object.keys(responsesShownBy)) {
    const schema = named(name);
    schema.properties = { ...schema.properties, loyaltyTier: { type: ['string', 'null'] } };
    schema.required = [...(schema.required ?? []), 'loyaltyTier'];
  }
  errors = await compileWithDocument(document);
});

const where = (error: CompileError) => `${error.file.replace('apps/server/src/', '')} ${error.inFunction}`;
const messagesAt = (place: string[]) =>
  errors.filter((found) => where(found) === place.join(' ')).map((found) => found.message);

describe('a field the document adds', () => {
  it('is a type error in the one place per schema and nowhere else (no route file)', () => {
    const expected = [...Object.values(requestsTakenBy), ...Object.values(responsesShownBy)].map(
      ([file, inFunction]) => `${file} ${inFunction}`,
    );
    expect(errors.map(where).sort()).toEqual(expected.sort());
  });

  it.each(Object.entries(requestsTakenBy))(
    'to %s: where its fields are taken, naming the field',
    (_, place) => {
      expect(messagesAt(place)).toContainEqual(
        // Every form of a request of several forms leaves the field (`{ … } | { … }`).
        expect.stringMatching(
          /^Argument of type '\{ loyaltyTier\?: string \| undefined; \}( \| \{ loyaltyTier\?: string \| undefined; \})*'/,
        ),
      );
    },
  );

  it.each(Object.entries(responsesShownBy))('to %s: in its view, naming the field', (_, place) => {
    expect(messagesAt(place)).toContainEqual(
      expect.stringMatching(/^Property 'loyaltyTier' is missing in type/),
    );
  });
});
