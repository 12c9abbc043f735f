import type { AppDeps } from '../../deps.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { recordDeposit } from '../payments/record-deposit.ts';

/**
 * POST /api/sandbox/deposits: the operator's deposit record (record-deposit.ts) without a trace, which the
 * sandbox simulates, answered in the sandbox operation's shape. Every field of the request is taken here
 * (noFieldsLeft): a field the document adds is a type error here.
 */
export async function createSandboxDeposit(
  deps: AppDeps,
  brokerId: string,
  request: Schemas['SandboxDepositRequest'],
) {
  const { reference, amount, asset, ...rest } = request;
  noFieldsLeft(rest);
  const recorded = await recordDeposit(deps, brokerId, { reference, amount, asset });
  return {
    depositId: recorded.depositId,
    reference,
    amount: recorded.amount,
    matched: recorded.matched,
  };
}
