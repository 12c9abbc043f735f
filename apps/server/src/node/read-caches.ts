import { remember } from '../bounded-memory.ts';
import { type AfterCommit, OrderChanged } from '../db/statements.ts';
import type { HotReads } from '../deps.ts';
import { rememberedCallers } from '../http/remembered-callers.ts';

/** Which hot reads the Node runtime remembers (all by default); each can be switched off to measure it. */
export type RememberedReads = {
  callers: boolean;
  onboardingAccess: boolean;
  cryptoAddresses: boolean;
  orders: boolean;
};

export const rememberAll: RememberedReads = {
  callers: true,
  onboardingAccess: true,
  cryptoAddresses: true,
  orders: true,
};

/** Entries each memory holds; past it the memory starts over (bounded-memory.ts). */
const maxRemembered = 10_000;

/**
 * The Node runtime's hot reads: `plain`'s answers remembered in memory, which the process may do as the only
 * writer of its file (the keys command writes keys only, which the access version covers). Forgotten:
 * callers and onboarding accesses when the access version moves (`accessVersion`, node/sqlite-store.ts);
 * an order's view when a commit says it changed (`afterCommit`, given OrderChanged); addresses never (they do
 * not change). docs/architecture.md lists them; docs/performance.md what each is worth.
 */
export function rememberingReads(
  plain: HotReads,
  accessVersion: () => number,
  which: RememberedReads = rememberAll,
): HotReads & { afterCommit(action: AfterCommit): void } {
  const orders = new Map<
    string,
    { brokerId: string; view: NonNullable<Awaited<ReturnType<HotReads['orderView']>>> }
  >();
  // Orders forgotten so far: a read that raced a change does not remember the text it read before it.
  let forgotten = 0;
  const accesses = new Map<
    string,
    { access: Awaited<ReturnType<HotReads['onboardingAccess']>>; version: number }
  >();
  const addresses = new Map<string, NonNullable<Awaited<ReturnType<HotReads['cryptoAddress']>>>>();
  return {
    caller: which.callers ? rememberedCallers(plain.caller, accessVersion) : plain.caller,
    onboardingAccess: !which.onboardingAccess
      ? plain.onboardingAccess
      : async (userId, country) => {
          // The version first: a change after it moves it again, so the row read next is never kept past it.
          const version = accessVersion();
          const key = `${userId} ${country}`;
          const seen = accesses.get(key);
          if (seen?.version === version) return seen.access;
          const access = await plain.onboardingAccess(userId, country);
          remember(accesses, key, { access, version }, maxRemembered);
          return access;
        },
    cryptoAddress: !which.cryptoAddresses
      ? plain.cryptoAddress
      : async (brokerId, id) => {
          const known = addresses.get(id);
          if (known) return known.brokerId === brokerId ? known : undefined;
          const row = await plain.cryptoAddress(brokerId, id);
          if (row) remember(addresses, id, row, maxRemembered);
          return row;
        },
    orderView: !which.orders
      ? plain.orderView
      : async (brokerId, id) => {
          const known = orders.get(id);
          if (known) return known.brokerId === brokerId ? known.view : undefined;
          const forgottenBefore = forgotten;
          const view = await plain.orderView(brokerId, id);
          if (view !== undefined && forgotten === forgottenBefore) {
            remember(orders, id, { brokerId, view }, maxRemembered);
          }
          return view;
        },
    afterCommit(action) {
      if (!(action instanceof OrderChanged)) return;
      orders.delete(action.orderId);
      forgotten++;
    },
  };
}
