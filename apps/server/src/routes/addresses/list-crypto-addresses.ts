import { listCryptoAddresses } from '../../db/crypto-addresses-queries.ts';
import { toCryptoAddress } from '../../domain/addresses/crypto-address-view.ts';
import { pageWindow, setTotal } from '../../http/pagination.ts';
import { operation } from '../define.ts';

/** Newest first, optionally of one user and/or one network. */
export const listCryptoAddressesOperation = operation('listCryptoAddresses', async (c) => {
  const { store } = c.get('deps');
  const query = c.req.valid('query');
  const { rows, total } = await listCryptoAddresses(
    store,
    c.get('caller').brokerId,
    { userId: query.userId, network: query.network },
    pageWindow(query),
  );
  setTotal(c, total);
  return c.json(rows.map(toCryptoAddress), 200);
});
