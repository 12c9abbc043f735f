/** Randomness and hashing from Web Crypto, which both Node and workerd provide. */

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A time-sortable identifier (ULID layout: 48-bit milliseconds, 80 random bits) with a readable prefix. Ids
 * made in one millisecond by this process sort in the order they were made (the random part of the previous
 * one plus one, as monotonic ULIDs do): the events of one change list in the order they happened. The random
 * part is remembered per instant, for the last few instants, because changes in flight together stamp ids
 * with their own instants and interleave.
 */
export function newId(prefix: string, at: Date = new Date()): string {
  const instant = instantOf(at.getTime());
  if (!increment(instant.digits)) {
    const fresh = idRandomness(16);
    for (let i = 0; i < 16; i++) instant.digits[i] = (fresh[i] ?? 0) % 32;
  }
  for (let i = 0; i < 16; i++) instant.text[10 + i] = crockfordCodes[instant.digits[i] ?? 0] ?? 0;
  // One string from the character codes: built a character at a time, an id cost 700 bytes of garbage.
  return `${prefix}_${ascii.decode(instant.text)}`;
}

/**
 * The least id `newId(prefix, …)` makes at `at`: every id it made before `at` sorts below it, so a range of
 * the primary key finds the records made before an instant.
 */
export function firstIdAt(prefix: string, at: Date): string {
  let time = at.getTime();
  const digits: string[] = [];
  for (let i = 0; i < 10; i++, time = Math.floor(time / 32)) digits.unshift(crockford[time % 32] ?? '0');
  return `${prefix}_${digits.join('')}${'0'.repeat(16)}`;
}

const crockfordCodes = Uint8Array.from(crockford, (character) => character.charCodeAt(0));
const ascii = new TextDecoder();
const rememberedInstants = 64;
// Insertion order: the first key is the instant seen longest ago, the one to forget.
const instants = new Map<number, { text: Uint8Array; digits: Uint8Array }>();

/** An instant's id characters (time, then the last random part) and random digits, fresh ones all 31. */
function instantOf(time: number): { text: Uint8Array; digits: Uint8Array } {
  let instant = instants.get(time);
  if (instant) return instant;
  // All 31: the first increment wraps them, so the instant's first id draws fresh randomness.
  instant = { text: new Uint8Array(26), digits: new Uint8Array(16).fill(31) };
  for (let i = 9, rest = time; i >= 0; i--, rest = Math.floor(rest / 32)) {
    instant.text[i] = crockfordCodes[rest % 32] ?? 0;
  }
  if (instants.size >= rememberedInstants) {
    const [oldest] = instants.keys();
    if (oldest !== undefined) instants.delete(oldest);
  }
  instants.set(time, instant);
  return instant;
}

/** Adds one to base-32 digits in place; false when they were all 31 (then fresh randomness is drawn). */
function increment(digits: Uint8Array): boolean {
  for (let i = digits.length - 1; i >= 0; i--) {
    if ((digits[i] ?? 0) < 31) {
      digits[i] = (digits[i] ?? 0) + 1;
      return true;
    }
    digits[i] = 0;
  }
  return false;
}

/**
 * 10 characters of Crockford's base32 that sort in the order this process made them: 7 of the time in 32 ms
 * ticks (a cycle of 35 years), then 3 of a count within the tick that starts at a random point. Made in time
 * order, they join a unique index at its end instead of on a random page. Within the
 * process they never repeat: the count moves on to the next tick when it runs out and never goes back with
 * the clock. The random start keeps codes of processes that make them at once (Worker isolates) apart; the
 * unique index refuses the rare one that is not (domain/drawn-references.ts draws it again).
 */
export function timeOrderedCode(): string {
  const tick = Math.floor(Date.now() / tickMs);
  if (tick > ordered.tick || ordered.next >= countsPerTick) {
    ordered.tick = Math.max(tick, ordered.tick + 1);
    const start = idRandomness(2);
    ordered.next = (((start[0] ?? 0) << 8) | (start[1] ?? 0)) % (countsPerTick / 2);
  }
  writeDigits(ordered.text, 0, 7, ordered.tick);
  writeDigits(ordered.text, 7, 10, ordered.next++);
  return ascii.decode(ordered.text);
}

const tickMs = 32;
const countsPerTick = 32 ** 3;
const ordered = { tick: 0, next: 0, text: new Uint8Array(10) };
const timeOrderedCycle = 32 ** 7;

/** Writes `value` as base32 digits into text[start..end), most significant first, past ones dropped. */
function writeDigits(text: Uint8Array, start: number, end: number, value: number): void {
  for (let i = end - 1, rest = value; i >= start; i--, rest = Math.floor(rest / 32)) {
    text[i] = crockfordCodes[rest % 32] ?? 0;
  }
}

/**
 * The codes timeOrderedCode makes from now on sort after `code`, one it made before (say the newest stored):
 * a restarted process, or one whose clock went back, then cannot make a code again.
 */
export function continueTimeOrderedCodesAfter(code: string): void {
  let tick = 0;
  for (const character of code.slice(0, 7)) tick = tick * 32 + Math.max(0, crockford.indexOf(character));
  const now = Math.floor(Date.now() / tickMs);
  const cycleStart = Math.floor(now / timeOrderedCycle) * timeOrderedCycle;
  ordered.tick = Math.max(ordered.tick, cycleStart + tick);
  // Past the last code of that tick: the next one moves on to a later one.
  ordered.next = countsPerTick;
}

/** `length` characters of Crockford's base32 (digits and capitals without I, L, O, U), e.g. for references. */
export function randomCode(length: number): string {
  let code = '';
  for (const byte of idRandomness(length)) code += crockford.charAt(byte % 32);
  return code;
}

// An order's booking makes half a dozen ids: one call to the random source serves 256 of them.
const pool = new Uint8Array(4096);
let used = pool.length;

function idRandomness(count: number): Uint8Array {
  if (used + count > pool.length) {
    crypto.getRandomValues(pool);
    used = 0;
  }
  used += count;
  return pool.subarray(used - count, used);
}

/** A secret with `bytes` of entropy, base64url without padding. */
export function randomSecret(bytes = 32): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  let binary = '';
  for (const byte of data) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');
}

export async function sha256Hex(input: string | Uint8Array): Promise<string> {
  const data = (
    typeof input === 'string' ? new TextEncoder().encode(input) : input
  ) as Uint8Array<ArrayBuffer>;
  const digest = await crypto.subtle.digest('SHA-256', data);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
