import { findCryptoAddress } from '../db/crypto-addresses-queries.ts';
import { findOrder } from '../db/orders-queries.ts';
import { findOnboardingAccess } from '../db/users-queries.ts';
import type { HotReads, Store } from '../deps.ts';
import { findCaller } from './keys/api-keys.ts';
import { toOrder } from './orders/order-view.ts';

/** The hot reads as plain queries of `store` (deps.ts HotReads); a key's caller is found by the key's hash. */
export function plainReads(store: Store): HotReads {
  return {
    caller: (key, mode) => findCaller(store, key, mode),
    onboardingAccess: (userId, country) => findOnboardingAccess(store, userId, country),
    cryptoAddress: (brokerId, id) => findCryptoAddress(store, brokerId, id),
    orderView: async (brokerId, id) => {
      const row = await findOrder(store, brokerId, id);
      return row && toOrder(row.body);
    },
  };
}
