import { type CryptoAddressRow, findSameCryptoAddress } from '../../db/crypto-addresses-queries.ts';
import { cryptoAddresses } from '../../db/schema.ts';
import { findUser } from '../../db/users-queries.ts';
import type { Store } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import type { Network } from '../assets.ts';
import { newId } from '../crypto.ts';
import { validateCryptoAddress } from './validate.ts';

export type NewCryptoAddress = {
  userId: string;
  network: Network;
  address: string;
  memo?: string;
  label?: string;
};

/** Adds an address to a user of the broker once it passes its network's checks. */
export async function createCryptoAddress(
  store: Store,
  brokerId: string,
  input: NewCryptoAddress,
  at: Date,
): Promise<CryptoAddressRow> {
  const user = await findUser(store, brokerId, input.userId);
  if (!user) throw new ApiError('userNotFound');
  const checked = validateCryptoAddress(input.network, input.address, input.memo);
  if (!checked.ok) {
    throw new ApiError('invalidCryptoAddress', {
      field: `body.${checked.field}`,
      message: `Address is invalid for the network: ${checked.message}`,
    });
  }
  const { address, memo } = checked.value;
  const existing = await findSameCryptoAddress(store, {
    userId: user.id,
    network: input.network,
    address,
    memo,
  });
  if (existing) {
    throw new ApiError('duplicateResource', {
      message: `Resource already exists: the user already has this ${input.network} address as ${existing.id}`,
    });
  }
  const row: CryptoAddressRow = {
    id: newId('adr', at),
    brokerId,
    userId: user.id,
    network: input.network,
    address,
    memo,
    label: input.label ?? null,
    createdAt: at.toISOString(),
  };
  await store.commit([store.db.insert(cryptoAddresses).values(row)]);
  return row;
}
