import { toBankAccount } from '../../domain/bank-accounts/bank-account-view.ts';
import { createBankAccount } from '../../domain/bank-accounts/create-bank-account.ts';
import { operation } from '../define.ts';

export const createBankAccountOperation = operation('createBankAccount', async (c) => {
  const account = await createBankAccount(c.get('deps'), c.get('caller').brokerId, c.req.valid('json'));
  return c.json(toBankAccount(account), 201);
});
