import type { AppDeps } from '../../deps.ts';
import type { Asset } from '../assets.ts';
import { recordDeposit } from './record-deposit.ts';

/**
 * POST /api/sandbox/deposits: the operator's deposit record (record-deposit.ts) without a trace, which the
 * sandbox simulates, answered in the sandbox operation's shape.
 */
export async function createSandboxDeposit(
  deps: AppDeps,
  brokerId: string,
  input: { reference: string; amount: number; asset?: Asset },
) {
  const recorded = await recordDeposit(deps, brokerId, input);
  return {
    depositId: recorded.depositId,
    reference: input.reference,
    amount: recorded.amount,
    matched: recorded.matched,
  };
}
