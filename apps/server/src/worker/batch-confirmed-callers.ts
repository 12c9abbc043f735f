import { remember } from '../bounded-memory.ts';
import type { Caller, FindCaller } from '../deps.ts';
import { currentAccess } from './request-access.ts';

/** Keys remembered; past it the memory starts over (a working set is far smaller). */
const maxRemembered = 10_000;

/**
 * `find` remembering each key's caller with the access version it was read at, as http/remembered-callers.ts
 * does on Node, without a round trip of its own: a remembered caller is used at once and the request's first
 * batch reads the version to confirm it (request-access.ts; a moved version runs the request again). A caller
 * looked up afresh is read in the same batch as the version, which comes first in it.
 */
export function batchConfirmedCallers(find: FindCaller): FindCaller {
  const known = new Map<string, { caller: Caller; version: number }>();
  return async (key, mode) => {
    const access = currentAccess();
    if (!access) return find(key, mode);
    /** The caller, looked up with the version in one batch, remembered at it. */
    const lookUp = async () => {
      const caller = await find(key, mode);
      const version = access.version;
      if (caller && version !== undefined) remember(known, key, { caller, version }, maxRemembered);
      else known.delete(key);
      return caller;
    };
    const seen = known.get(key);
    if (seen && access.expect(seen.version, async () => sameCaller(await lookUp(), seen.caller))) {
      return seen.caller;
    }
    return lookUp();
  };
}

function sameCaller(found: Caller | undefined, used: Caller | undefined): boolean {
  if (!found || !used) return false;
  return (Object.keys(used) as Array<keyof Caller>).every((field) => found[field] === used[field]);
}
