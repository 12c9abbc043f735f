import { listBankAccounts } from '../../db/bank-accounts-queries.ts';
import { toBankAccount } from '../../domain/bank-accounts/bank-account-view.ts';
import { pageRequest, setListHeaders } from '../../http/pagination.ts';
import { operation } from '../define.ts';

/** Newest first; deleted accounts are left out. */
export const listBankAccountsOperation = operation('listBankAccounts', async (c) => {
  const { store } = c.get('deps');
  const query = c.req.valid('query');
  const page = await listBankAccounts(
    store,
    c.get('caller').brokerId,
    { userId: query.userId },
    pageRequest(query),
  );
  setListHeaders(c, page);
  const { rows } = page;
  return c.json(rows.map(toBankAccount), 200);
});
