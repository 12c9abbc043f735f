import { toBankAccount } from '../../domain/bank-accounts/bank-account-view.ts';
import { createBankAccount } from '../../domain/bank-accounts/create-bank-account.ts';
import { operation } from '../define.ts';

export const createBankAccountOperation = operation('createBankAccount', async (c) => {
  const { store, clock } = c.get('deps');
  const account = await createBankAccount(store, c.get('caller').brokerId, c.req.valid('json'), clock.now());
  return c.json(toBankAccount(account), 201);
});
