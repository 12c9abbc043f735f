import { remember } from '../bounded-memory.ts';
import type { Caller, FindCaller } from '../deps.ts';

/** Keys remembered; past it the memory starts over (a working set is far smaller). */
const maxRemembered = 10_000;

/**
 * `find` remembering each key's caller while the access version is the one read before it: triggers move the
 * version on every change to keys, onboarding statuses and users, by any connection or process
 * (db/access-schema.ts). Each request reads the version instead of hashing the key and joining three tables.
 */
export function rememberedCallers(
  find: FindCaller,
  accessVersion: () => number | Promise<number>,
): FindCaller {
  const known = new Map<string, { caller: Caller; version: number }>();
  return async (key, mode) => {
    // The version first: a change after it moves it again, so what is read next is never kept past a change.
    const version = await accessVersion();
    const seen = known.get(key);
    if (seen?.version === version) return seen.caller;
    const caller = await find(key, mode);
    if (caller) remember(known, key, { caller, version }, maxRemembered);
    else known.delete(key);
    return caller;
  };
}
