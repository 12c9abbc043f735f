import type { UserRow } from '../../db/users-queries.ts';
import type { Store } from '../../deps.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { completeVerification } from './onboarding.ts';

/**
 * POST /api/users/{id}/verification: an operator's decision is one verification step with the outcome a
 * person chose. Every field of the request is taken here (noFieldsLeft): a field the document adds is a
 * type error here.
 */
export function recordVerificationDecision(
  store: Store,
  user: UserRow,
  request: Schemas['VerificationDecision'],
  at: Date,
  linkBase: string,
): Promise<void> {
  const { country, decision, ...rest } = request;
  noFieldsLeft(rest);
  return completeVerification(store, { user, country, outcome: decision, at, linkBase });
}

/**
 * POST /api/sandbox/users/{id}/verification: one verification step with the given outcome, or the e-mail's.
 * Every field of the request is taken here (noFieldsLeft).
 */
export function completeSandboxVerification(
  store: Store,
  user: UserRow,
  request: Schemas['SandboxVerificationRequest'],
  at: Date,
  linkBase: string,
): Promise<void> {
  const { country, outcome, ...rest } = request;
  noFieldsLeft(rest);
  return completeVerification(store, { user, country, outcome, at, linkBase });
}
