import type { Context } from 'hono';
import { type BankAccountRow, findBankAccount } from '../../db/bank-accounts-queries.ts';
import { ApiError } from '../../errors.ts';
import type { AppEnv } from '../../http/context.ts';

/** The live account in the path, if the caller's broker has it; 404 code 5 otherwise (deleted ones too). */
export async function bankAccountInPath(c: Context<AppEnv>, id: string): Promise<BankAccountRow> {
  const account = await findBankAccount(c.get('deps').store, c.get('caller').brokerId, id);
  if (!account) throw new ApiError('bankAccountNotFound');
  return account;
}
