import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { type ListPage, newestFirstPage, type PageRequest } from './list-page.ts';
import { idOfBroker, perStore } from './prepared.ts';
import { cryptoAddresses } from './schema.ts';

export type CryptoAddressRow = typeof cryptoAddresses.$inferSelect;
type Network = CryptoAddressRow['network'];

// Order creation looks the payout address up on every request: prepared once per store.
const addressOfBroker = perStore((db) =>
  db.select().from(cryptoAddresses).where(idOfBroker(cryptoAddresses)).prepare(),
);

/** An address of the broker's users, or undefined. */
export async function findCryptoAddress(
  store: Store,
  brokerId: string,
  id: string,
): Promise<CryptoAddressRow | undefined> {
  return addressOfBroker(store).get({ id, brokerId });
}

/** The user's address with the same network, address and memo, if any. */
export async function findSameCryptoAddress(
  store: Store,
  target: { userId: string; network: Network; address: string; memo: string | null },
): Promise<CryptoAddressRow | undefined> {
  const rows = await store.db
    .select()
    .from(cryptoAddresses)
    .where(
      and(
        eq(cryptoAddresses.userId, target.userId),
        eq(cryptoAddresses.network, target.network),
        eq(cryptoAddresses.address, target.address),
        target.memo === null ? isNull(cryptoAddresses.memo) : eq(cryptoAddresses.memo, target.memo),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function listCryptoAddresses(
  store: Store,
  brokerId: string,
  filters: { userId?: string; network?: Network },
  page: PageRequest,
): Promise<ListPage<CryptoAddressRow>> {
  const conditions: SQL[] = [eq(cryptoAddresses.brokerId, brokerId)];
  if (filters.userId !== undefined) conditions.push(eq(cryptoAddresses.userId, filters.userId));
  if (filters.network !== undefined) conditions.push(eq(cryptoAddresses.network, filters.network));
  return newestFirstPage<typeof cryptoAddresses, CryptoAddressRow>(
    store,
    cryptoAddresses,
    and(...conditions),
    page,
    { time: cryptoAddresses.createdAt },
  );
}

/** A new address, as the user gave it (never changed nor deleted afterwards). */
export function insertCryptoAddress(store: Store, row: CryptoAddressRow): Statement {
  return store.db.insert(cryptoAddresses).values(row);
}
