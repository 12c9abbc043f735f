import { deleteBankAccount } from '../../domain/bank-accounts/delete-bank-account.ts';
import { operation } from '../define.ts';
import { bankAccountInPath } from './load-bank-account.ts';

/** Spec 4.16: 204 with no body. */
export const deleteBankAccountOperation = operation('deleteBankAccount', async (c) => {
  const deps = c.get('deps');
  const { clock } = deps;
  const account = await bankAccountInPath(c, c.req.valid('param').id);
  await deleteBankAccount(deps, account, clock.now());
  return c.body(null, 204);
});
