import type { UserRow } from '../../db/users-queries.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import type { JobDeps } from '../jobs/job-queue.ts';
import { completeVerification } from './onboarding.ts';

/**
 * POST /api/users/{id}/verification: an operator's decision is one verification step with the outcome a
 * person chose. Every field of the request is taken here (noFieldsLeft): a field the document adds is a
 * type error here.
 */
export function recordVerificationDecision(
  deps: JobDeps,
  user: UserRow,
  request: Schemas['VerificationDecision'],
  at: Date,
  linkBase: string,
): Promise<void> {
  const { country, decision, ...rest } = request;
  noFieldsLeft(rest);
  return completeVerification(deps, { user, country, outcome: decision, at, linkBase });
}

/**
 * POST /api/sandbox/users/{id}/verification: one verification step with the given outcome, or the e-mail's.
 * Every field of the request is taken here (noFieldsLeft).
 */
export function completeSandboxVerification(
  deps: JobDeps,
  user: UserRow,
  request: Schemas['SandboxVerificationRequest'],
  at: Date,
  linkBase: string,
): Promise<void> {
  const { country, outcome, ...rest } = request;
  noFieldsLeft(rest);
  return completeVerification(deps, { user, country, outcome, at, linkBase });
}
