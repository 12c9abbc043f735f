import { createCryptoAddress } from '../../domain/addresses/create-crypto-address.ts';
import { toCryptoAddress } from '../../domain/addresses/crypto-address-view.ts';
import { operation } from '../define.ts';

export const createCryptoAddressOperation = operation('createCryptoAddress', async (c) => {
  const { store, clock } = c.get('deps');
  const address = await createCryptoAddress(
    store,
    c.get('caller').brokerId,
    c.req.valid('json'),
    clock.now(),
  );
  return c.json(toCryptoAddress(address), 201);
});
