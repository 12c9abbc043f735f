import { remember } from '../bounded-memory.ts';
import type { HotReads } from '../deps.ts';

/** Keys remembered; past it the memory starts over (a working set is far smaller). */
const maxRemembered = 10_000;

/**
 * `find` remembering each key's caller while the access version is the one read before it: triggers move the
 * version on every change to keys, onboarding statuses and users, by any connection (db/access-schema.ts).
 * No hashing, no query on the way of most requests (docs/performance.md). `accessVersion` says how soon a
 * change counts: exact on D1 (read each time), on the Node file after its own commits at once and within
 * 0.1 s of another process's (node/sqlite-store.ts).
 */
export function rememberedCallers(
  find: HotReads['caller'],
  accessVersion: () => number | Promise<number>,
): HotReads['caller'] {
  const known = new Map<
    string,
    { caller: NonNullable<Awaited<ReturnType<HotReads['caller']>>>; version: number }
  >();
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
