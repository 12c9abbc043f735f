import { bulkPaymentOutcomes } from './bulk-payment-outcome.ts';
import { bulkPayoutOutcomes } from './bulk-payout-outcome.ts';
import { businessOnboardingOutcomes, individualOnboardingOutcomes } from './onboarding-outcome.ts';

/**
 * The sandbox's outcomes on demand, beside its magic values (magic-values.ts): per resource, its outcome
 * operation and the machines whose steps it takes. docs/sandbox.md ("Every outcome on demand", a subsection
 * per resource) and each operation's description set out exactly these steps (outcome-tables.test.ts).
 */
export const sandboxOutcomes = [
  {
    heading: 'Bulk bank payments',
    schema: 'BulkBankPaymentStatus',
    path: '/api/sandbox/payments/bank/bulk/{id}/outcome',
    machines: [bulkPaymentOutcomes],
  },
  {
    heading: 'Bulk bank payouts',
    schema: 'BulkBankPayoutStatus',
    path: '/api/sandbox/payouts/bank/bulk/{id}/outcome',
    machines: [bulkPayoutOutcomes],
  },
  {
    heading: 'Onboarding',
    schema: 'OnboardingStatus',
    path: '/api/sandbox/users/{id}/outcome',
    machines: [individualOnboardingOutcomes, businessOnboardingOutcomes],
  },
] as const;
