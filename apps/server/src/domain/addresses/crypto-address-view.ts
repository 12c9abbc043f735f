import type { CryptoAddressRow } from '../../db/crypto-addresses-queries.ts';
import type { Schemas } from '../contract-types.ts';

/** The API's crypto address, the one place a stored one takes its shape; `memo` and `label` are `null` when absent. */
export function toCryptoAddress(row: CryptoAddressRow): Schemas['CryptoAddress'] {
  return {
    id: row.id,
    userId: row.userId,
    network: row.network,
    address: row.address,
    memo: row.memo,
    label: row.label,
    createdAt: row.createdAt,
  };
}
