import { toBankAccount } from '../../domain/bank-accounts/bank-account-view.ts';
import { operation } from '../define.ts';
import { bankAccountInPath } from './load-bank-account.ts';

export const getBankAccountOperation = operation('getBankAccount', async (c) => {
  const account = await bankAccountInPath(c, c.req.valid('param').id);
  return c.json(toBankAccount(account), 200);
});
