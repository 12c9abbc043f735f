import {
  type CryptoAddressRow,
  findSameCryptoAddress,
  insertCryptoAddress,
} from '../../db/crypto-addresses-queries.ts';
import { findUser } from '../../db/users-queries.ts';
import type { Store } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { newId } from '../crypto.ts';
import { validateCryptoAddress } from './validate.ts';

export type NewCryptoAddress = Schemas['CreateCryptoAddressRequest'];

/**
 * Adds an address to a user of the broker once it passes its network's checks. Every field of the request is
 * taken here (noFieldsLeft): a field the document adds is a type error here.
 */
export async function createCryptoAddress(
  store: Store,
  brokerId: string,
  input: NewCryptoAddress,
  at: Date,
): Promise<CryptoAddressRow> {
  const { userId, network, address: sentAddress, memo: sentMemo, label, ...rest } = input;
  noFieldsLeft(rest);
  const user = await findUser(store, brokerId, userId);
  if (!user) throw new ApiError('userNotFound');
  const checked = validateCryptoAddress(network, sentAddress, sentMemo);
  if (!checked.ok) {
    throw new ApiError('invalidCryptoAddress', {
      field: `body.${checked.field}`,
      message: `Address is invalid for the network: ${checked.message}`,
    });
  }
  const { address, memo } = checked.value;
  const existing = await findSameCryptoAddress(store, {
    userId: user.id,
    network,
    address,
    memo,
  });
  if (existing) {
    throw new ApiError('duplicateResource', {
      message: `Resource already exists: the user already has this ${network} address as ${existing.id}`,
    });
  }
  const row: CryptoAddressRow = {
    id: newId('adr', at),
    brokerId,
    userId: user.id,
    network,
    address,
    memo,
    label: label ?? null,
    createdAt: at.toISOString(),
  };
  await store.commit([insertCryptoAddress(store, row)]);
  return row;
}
