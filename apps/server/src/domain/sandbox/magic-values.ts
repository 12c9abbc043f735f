import Decimal from 'decimal.js';

/**
 * The sandbox's magic values: a value a caller chooses that forces an outcome the simulation would not
 * reach otherwise. One table, the code below applies it, and a test checks docs/sandbox.md and the API
 * reference name exactly these (magic-values.test.ts): `said` is how the documents put the outcome.
 */
export const magicValues = [
  {
    on: 'payment',
    value: '.14',
    outcome: 'short',
    means: 'the check delivers one unit less than due',
    said: /short|less/,
  },
  {
    on: 'payment',
    value: '.15',
    outcome: 'excess',
    means: 'the check delivers one unit more than due',
    said: /over|more/,
  },
  {
    on: 'payment',
    value: '.16',
    outcome: 'notFound',
    means: 'a bank check announces a payment that is never found',
    said: /never found|not found|unconfirmed/,
  },
  {
    on: 'payout',
    value: '.13',
    outcome: 'rejected',
    means: 'the bank rejects a fiat payout once',
    said: /reject/,
  },
  {
    on: 'email',
    value: '+review',
    outcome: 'review',
    means: 'verification ends in review',
    said: /review/,
  },
  {
    on: 'email',
    value: '+fail',
    outcome: 'failed',
    means: 'verification fails',
    said: /fail/,
  },
] as const;

type MagicValue = (typeof magicValues)[number];
type OutcomeOn<On extends MagicValue['on']> = Extract<MagicValue, { on: On }>['outcome'];

/** The magic value `on` a field whose text `matches` it, or undefined. */
function magicValue<On extends MagicValue['on']>(on: On, matches: (value: string) => boolean) {
  return magicValues.find((magic) => magic.on === on && matches(magic.value)) as
    | Extract<MagicValue, { on: On }>
    | undefined;
}

/**
 * The payment an amount due makes (its cents, for stablecoins the first two decimals with the rest zero).
 * Only an amount the caller fixed counts (the order's fixedLeg): a derived one would fail a random few orders.
 */
export function paymentOutcome(due: string): OutcomeOn<'payment'> | 'exact' {
  const cents = new Decimal(due).mod(1).times(100).toDecimalPlaces(6);
  if (!cents.isInteger()) return 'exact';
  return magicValue('payment', (value) => value === `.${cents.toFixed(0)}`)?.outcome ?? 'exact';
}

/** Whether the bank rejects a fiat payout of `amount` (the cents of the amount the caller fixed). */
export function payoutRejected(amount: string): boolean {
  return magicValue('payout', (value) => amount.endsWith(value)) !== undefined;
}

/** The verification outcome an e-mail picks: its local part's ending, or `approved`. */
export function outcomeForEmail(email: string): OutcomeOn<'email'> | 'approved' {
  const local = email.split('@')[0] ?? '';
  return magicValue('email', (value) => local.endsWith(value))?.outcome ?? 'approved';
}
