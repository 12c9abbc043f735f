import { listCryptoAddresses } from '../../db/crypto-addresses-queries.ts';
import { toCryptoAddress } from '../../domain/addresses/crypto-address-view.ts';
import { pageRequest, setListHeaders } from '../../http/pagination.ts';
import { operation } from '../define.ts';

/** Newest first, optionally of one user and/or one network. */
export const listCryptoAddressesOperation = operation('listCryptoAddresses', async (c) => {
  const { store } = c.get('deps');
  const query = c.req.valid('query');
  const page = await listCryptoAddresses(
    store,
    c.get('caller').brokerId,
    { userId: query.userId, network: query.network },
    pageRequest(query),
  );
  setListHeaders(c, page);
  const { rows } = page;
  return c.json(rows.map(toCryptoAddress), 200);
});
