import { zCountry } from '@cambio/contract/schemas';
import Decimal from 'decimal.js';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { perStore, preparedWrite } from './prepared.ts';
import { volumeDays } from './schema.ts';

/** How many UTC days the volume covers: the current one and the 29 before. */
export const volumeWindowDays = 30;
const dayMs = 24 * 60 * 60 * 1000;
const microsPerUsd = 1_000_000;

type Country = (typeof volumeDays.$inferSelect)['country'];
type Side = (typeof volumeDays.$inferSelect)['side'];

/** One user's 30-day volume in USD per country and fee side. */
export type UserVolumes = Record<Country, Record<Side, Decimal>>;

/** The UTC day of an instant, as `volume_days.day` holds it. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The last day that no longer counts at `at`: days after it are the window (UTC has no DST to skip). */
export function dayBeforeWindow(at: Date): string {
  return utcDay(new Date(at.getTime() - volumeWindowDays * dayMs));
}

/**
 * Adds a completed order's USD value (integer micro-dollars, as a decimal string so that no JS number
 * carries it) to its day: SQLite adds the integers exactly, whatever other completions commit meanwhile.
 */
export const addVolumeStatement = preparedWrite<{
  userId: string;
  country: Country;
  side: Side;
  day: string;
  usdMicros: string;
}>((db) =>
  db
    .insert(volumeDays)
    .values({
      userId: sql.placeholder('userId'),
      country: sql.placeholder('country'),
      side: sql.placeholder('side'),
      day: sql.placeholder('day'),
      usdMicros: sql`cast(${sql.placeholder('usdMicros')} as integer)`,
    })
    .onConflictDoUpdate({
      target: [volumeDays.userId, volumeDays.country, volumeDays.side, volumeDays.day],
      set: { usdMicros: sql`${volumeDays.usdMicros} + excluded.usd_micros` },
    })
    .prepare(),
);

// The integer sum as text: a JS number would round sums past 2^53 micro-dollars.
const microsSum = sql<string>`cast(coalesce(sum(${volumeDays.usdMicros}), 0) as text)`;
const inWindow = () => gt(volumeDays.day, sql.placeholder('after'));

// Every quote and re-pricing reads this one: prepared once per store.
const volumeOfSide = perStore((db) =>
  db
    .select({ micros: microsSum })
    .from(volumeDays)
    .where(
      and(
        eq(volumeDays.userId, sql.placeholder('userId')),
        eq(volumeDays.country, sql.placeholder('country')),
        eq(volumeDays.side, sql.placeholder('side')),
        inWindow(),
      ),
    )
    .prepare(),
);

const volumesOfOneUser = perStore((db) =>
  db
    .select({ country: volumeDays.country, side: volumeDays.side, micros: microsSum })
    .from(volumeDays)
    .where(and(eq(volumeDays.userId, sql.placeholder('userId')), inWindow()))
    .groupBy(volumeDays.country, volumeDays.side)
    .prepare(),
);

const usd = (micros: string | undefined) => new Decimal(micros ?? 0).div(microsPerUsd);

/** The user's volume in USD of one country and side over the window at `at` (the fee tier's input). */
export async function volume30Days(
  store: Store,
  key: { userId: string; country: Country; side: Side },
  at: Date,
): Promise<Decimal> {
  const row = await volumeOfSide(store).get({ ...key, after: dayBeforeWindow(at) });
  return usd(row?.micros);
}

export function zeroVolumes(): UserVolumes {
  const volumes = {} as UserVolumes;
  for (const country of zCountry.options) volumes[country] = { buy: new Decimal(0), sell: new Decimal(0) };
  return volumes;
}

/** Every country and side of one user's volume at `at`, in one query. */
export async function volumesOfUser(store: Store, userId: string, at: Date): Promise<UserVolumes> {
  const rows = await volumesOfOneUser(store).all({ userId, after: dayBeforeWindow(at) });
  const volumes = zeroVolumes();
  for (const row of rows) volumes[row.country][row.side] = usd(row.micros);
  return volumes;
}

/** The volumes of a page of users at `at`, in one query; users without volume get zeros. */
export async function volumesOfUsers(
  store: Store,
  userIds: string[],
  at: Date,
): Promise<Map<string, UserVolumes>> {
  const byUser = new Map(userIds.map((id) => [id, zeroVolumes()]));
  if (userIds.length === 0) return byUser;
  // D1 binds at most 100 parameters per query: the ids go in chunks, each with the day bound.
  const chunks: string[][] = [];
  for (let first = 0; first < userIds.length; first += 50) chunks.push(userIds.slice(first, first + 50));
  const rows = (
    await Promise.all(
      chunks.map((ids) =>
        store.db
          .select({
            userId: volumeDays.userId,
            country: volumeDays.country,
            side: volumeDays.side,
            micros: microsSum,
          })
          .from(volumeDays)
          .where(and(inArray(volumeDays.userId, ids), gt(volumeDays.day, dayBeforeWindow(at))))
          .groupBy(volumeDays.userId, volumeDays.country, volumeDays.side),
      ),
    )
  ).flat();
  for (const row of rows) {
    const volumes = byUser.get(row.userId);
    if (volumes) volumes[row.country][row.side] = usd(row.micros);
  }
  return byUser;
}

/** The days that no longer count at `at` (the purge deletes them). */
export function pastVolumeDaysDeletion(store: Store, at: Date): Statement {
  return store.db.delete(volumeDays).where(lte(volumeDays.day, dayBeforeWindow(at)));
}
