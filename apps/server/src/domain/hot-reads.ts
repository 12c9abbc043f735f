import type { HotReads, Store } from '../deps.ts';
import { findCaller } from '../domain/keys/api-keys.ts';
import { findCryptoAddress } from './crypto-addresses-queries.ts';
import { findOrderView } from './orders-queries.ts';
import { findOnboardingAccess } from './users-queries.ts';

/** The hot reads as plain queries of `store` (deps.ts HotReads). */
export function plainReads(store: Store): HotReads {
  return {
    caller: (key, mode) => findCaller(store, key, mode),
    onboardingAccess: (userId, country) => findOnboardingAccess(store, userId, country),
    cryptoAddress: (brokerId, id) => findCryptoAddress(store, brokerId, id),
    orderView: (brokerId, id) => findOrderView(store, brokerId, id),
  };
}
