import type Decimal from 'decimal.js';
import type { AppDeps } from '../../deps.ts';
import { type Asset, scaleOf } from '../assets.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { recordDecimalDeposit, recordDeposit } from '../payments/record-deposit.ts';

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

/**
 * The sandbox's own deposit of `amount` `asset` at a payment `reference` (the outcome operations' payments), as
 * POST /api/sandbox/deposits records one: the amount stays decimal, at the asset's scale, all the way.
 */
export async function sandboxDeposit(
  deps: AppDeps,
  brokerId: string,
  reference: string,
  amount: Decimal,
  asset: Asset,
): Promise<void> {
  await recordDecimalDeposit(deps, brokerId, { reference, amount: amount.toFixed(scaleOf(asset)), asset });
}
