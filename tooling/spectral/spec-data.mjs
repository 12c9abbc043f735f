// Lists copied from the interface specification (/work/shared/spec/interface-specification.md).
// The rules compare the document against these, so keep them verbatim (values AND order).

// Part 2.1 enumerations and part 3 status lists; the keys are the fixed schema names of the document.
export const SPEC_ENUMS = {
  Country: ['MX', 'PE', 'CO'],
  FiatCurrency: ['USD', 'MXN', 'PEN', 'COP'],
  Stablecoin: ['USDC', 'USDCe', 'EURC', 'USDT'],
  Network: ['ethereum', 'polygon', 'solana', 'stellar', 'base', 'tempo', 'tron', 'bsc'],
  UserType: ['business', 'individual'],
  WebhookType: ['orders', 'bank-accounts', 'users'],
  PriceDirection: ['buy', 'sell'],
  OrderFlow: ['fiatToCrypto', 'cryptoToFiat', 'cryptoToCrypto'],
  OrderType: ['market', 'limit'],
  FixedLeg: ['origin', 'destination'],
  // 3.1
  OrderStatus: [
    'awaitingTimeInForceToStart',
    'awaitingLimitPriceCondition',
    'timeInForceEnded',
    'created',
    'addressCheckPassed',
    'awaitingPayment',
    'processing',
    'paid',
    'incorrectAmountPaid',
    'sourcingLiquidity',
    'liquiditySourced',
    'filled',
    'complete',
    'depositAddressCreated',
    'awaitingBankPayoutDetails',
    'bankPayoutDetailsAdded',
    'depositConfirmed',
    'awaitingPayout',
    'bankPaymentDetailsAdded',
    'awaitingAsyncPayment',
    'awaitingAsyncPayout',
    'cancelled',
    'expired',
  ],
  // 3.2
  BulkBankPaymentStatus: [
    'awaitingPayment',
    'awaitingAsyncPayment',
    'awaitingAsyncPayoutForOrders',
    'awaitingOrders',
    'complete',
    'failed',
    'cancelled',
    'insufficientAmountReceived',
    'excessAmountReceived',
  ],
  // 3.3
  BulkBankPayoutStatus: [
    'awaitingOrders',
    'awaitingPaymentForOrders',
    'awaitingAsyncPayoutRequest',
    'awaitingPayout',
    'awaitingAsyncPayout',
    'checkingLiquidity',
    'sourcingLiquidity',
    'liquiditySourced',
    'complete',
    'failed',
    'cancelled',
  ],
  // 3.4
  OnboardingStatus: [
    'approved',
    'individualPassed',
    'individualReview',
    'individualFailed',
    'legalRepresentativeApproved',
    'legalRepresentativeFailed',
    'bridgeToSAndKYCCompleted',
    'bridgeKYCCompleted',
    'bridgeKYCApproved',
    'bridgeToSCompleted',
    'started',
    'failed',
    'review',
    'none',
  ],
};

// Part 4: the 19 operations of the specification. Anything else in the document is an extension.
export const SPEC_OPERATIONS = {
  'get /api/users': '4.1',
  'post /api/users': '4.2',
  'patch /api/users': '4.3',
  'post /api/users/{id}/additional-information': '4.4',
  'post /api/users/{id}/documents': '4.5',
  'post /api/users/{id}/terms/accept': '4.6',
  'get /api/users/{id}/link': '4.7',
  'post /api/orders/export': '4.8',
  'post /api/orders': '4.9',
  'post /api/orders/{id}/cancel': '4.10',
  'post /api/payments/bank/bulk': '4.11',
  'post /api/payments/bank/check': '4.12',
  'post /api/payments/crypto/check': '4.13',
  'get /api/payouts/bank/bulk/{id}': '4.14',
  'get /api/market/prices/spot': '4.15',
  'delete /api/bank/accounts/{id}': '4.16',
  'get /api/webhooks': '4.17',
  'get /api/webhooks/{id}': '4.18',
  'delete /api/webhooks/{id}': '4.19',
};

// Part 5.3: operations that need the createAndModify role.
export const SPEC_CREATE_AND_MODIFY = [
  'patch /api/users',
  'post /api/orders',
  'post /api/orders/{id}/cancel',
  'post /api/payments/bank/bulk',
  'post /api/payments/bank/check',
  'post /api/payments/crypto/check',
  'delete /api/bank/accounts/{id}',
];

// Part 5.4: operations that need the caller approved in at least one country.
export const SPEC_REQUIRES_APPROVAL = [
  'post /api/orders',
  'post /api/orders/{id}/cancel',
  'post /api/payments/bank/bulk',
  'post /api/payments/bank/check',
  'post /api/payments/crypto/check',
  'get /api/payouts/bank/bulk/{id}',
  'get /api/market/prices/spot',
  'delete /api/bank/accounts/{id}',
];

// Property names the specification itself spells in a non-camelCase way (parts 2.2 to 2.5).
// `accumulatedVolumeInUSD` (2.2) is not in the brief's list but is a spec field name, so it is allowed too.
export const PROPERTY_NAME_ALLOWLIST = [
  '_id',
  'CLABE',
  'RFC',
  'CCI',
  'RUC',
  'NIT',
  'PDFLink',
  'XMLLink',
  'SPEITrackingNumber',
  'SPIDTrackingNumber',
  'CEPLink',
  'USBankTransferMethod',
  'MX',
  'PE',
  'CO',
  'BR',
  'accumulatedVolumeInUSD',
];

// "GET /api/users/{userId}" -> "get /api/users/{id}": path parameter names do not matter for identity
// (OpenAPI treats templated paths that differ only in parameter names as the same path).
export function operationKey(method, path) {
  return `${method.toLowerCase()} ${path.replace(/\{[^}]*\}/g, '{id}')}`;
}
