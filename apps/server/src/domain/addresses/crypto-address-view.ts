import type { CryptoAddressRow } from '../../db/crypto-addresses-queries.ts';

/** The API's crypto address; `memo` and `label` are `null` when absent. */
export function toCryptoAddress(row: CryptoAddressRow) {
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
