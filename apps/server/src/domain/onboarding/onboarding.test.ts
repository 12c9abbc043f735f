import { describe, expect, it } from 'vitest';
import type { OnboardingStatus } from '../../db/schema.ts';
import { outcomeForEmail } from '../sandbox/magic-values.ts';
import { type Outcome, verificationStep } from './onboarding.ts';

describe('outcomeForEmail', () => {
  it.each([
    ['ana@example.com', 'approved'],
    ['ana+review@example.com', 'review'],
    ['ana+fail@example.com', 'failed'],
    ['ana+failing@example.com', 'approved'],
    ['review@example.com', 'approved'],
  ] as const)('%s -> %s', (email, want) => {
    expect(outcomeForEmail(email)).toBe(want);
  });
});

describe('verificationStep', () => {
  const cases: Array<
    [
      string,
      {
        type: 'individual' | 'business';
        from: OnboardingStatus;
        outcome: Outcome;
        want: OnboardingStatus[] | undefined;
      },
    ]
  > = [
    [
      'individual starts and is approved',
      { type: 'individual', from: 'none', outcome: 'approved', want: ['started', 'approved'] },
    ],
    [
      'individual from started to review',
      { type: 'individual', from: 'started', outcome: 'review', want: ['review'] },
    ],
    [
      'individual from review to approved',
      { type: 'individual', from: 'review', outcome: 'approved', want: ['approved'] },
    ],
    [
      'business first step approves the legal representative',
      { type: 'business', from: 'started', outcome: 'approved', want: ['legalRepresentativeApproved'] },
    ],
    [
      'business first step from none starts first',
      { type: 'business', from: 'none', outcome: 'failed', want: ['started', 'legalRepresentativeFailed'] },
    ],
    [
      'business second step reaches the outcome',
      { type: 'business', from: 'legalRepresentativeApproved', outcome: 'approved', want: ['approved'] },
    ],
    [
      'business in review can be failed',
      { type: 'business', from: 'review', outcome: 'failed', want: ['failed'] },
    ],
    ['approved is final', { type: 'individual', from: 'approved', outcome: 'failed', want: undefined }],
    ['failed is final', { type: 'business', from: 'failed', outcome: 'approved', want: undefined }],
    [
      'legal representative failure is final',
      { type: 'business', from: 'legalRepresentativeFailed', outcome: 'approved', want: undefined },
    ],
  ];
  it.each(cases)('%s', (_name, { type, from, outcome, want }) => {
    expect(verificationStep(type, from, outcome)).toEqual(want);
  });
});
