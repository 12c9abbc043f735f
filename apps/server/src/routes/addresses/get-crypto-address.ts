import { findCryptoAddress } from '../../db/crypto-addresses-queries.ts';
import { toCryptoAddress } from '../../domain/addresses/crypto-address-view.ts';
import { ApiError } from '../../errors.ts';
import { operation } from '../define.ts';

export const getCryptoAddressOperation = operation('getCryptoAddress', async (c) => {
  const address = await findCryptoAddress(
    c.get('deps').store,
    c.get('caller').brokerId,
    c.req.valid('param').id,
  );
  if (!address) throw new ApiError('cryptoAddressNotFound');
  return c.json(toCryptoAddress(address), 200);
});
