import type { OnboardingRow, UserRow } from '../../db/users-queries.ts';
import { type UserVolumes, volumesOfUser } from '../../db/volume-queries.ts';
import type { Statement } from '../../deps.ts';
import { type EventDetails, eventStatements, type StoredEventName } from '../events.ts';
import type { JobDeps } from '../jobs/job-queue.ts';
import { toUser } from './user-view.ts';

type UserEventName = Extract<StoredEventName, `user.${string}`>;

type UserEventInput<Name extends UserEventName> = {
  event: Name;
  /** The user's row and all its onboardings as they are once the change commits. */
  user: UserRow;
  onboardings: OnboardingRow[];
  at: Date;
  /** Known without reading them (a new user has none); read otherwise. */
  volumes?: UserVolumes;
  /** The base of the onboarding links in `data`: the request's, as its answer shows them (toUser). */
  linkBase: string;
} & EventDetails<Name>;

/**
 * An event about a user, for the commit of the change it reports: `data` is the user as GET /api/users
 * answers it after that commit. The event is written in the same commit, so the caller gives the rows as
 * the change leaves them; the volumes do not change with a user's events, so they are read.
 */
export async function userEvent<Name extends UserEventName>(
  deps: JobDeps,
  input: UserEventInput<Name>,
): Promise<Statement[]> {
  const { store } = deps;
  const { user, at } = input;
  const volumes = input.volumes ?? (await volumesOfUser(store, user.id, at));
  // In the order GET reads them (db/users-queries.ts onboardingsOf), so the text is the same too.
  const onboardings = [...input.onboardings].sort((a, b) => (a.country < b.country ? -1 : 1));
  // Checked against the event name where userEvent is called (EventDetails); passed on as they are.
  const details = { details: input.details } as EventDetails<UserEventName>;
  return eventStatements<UserEventName>(deps, {
    brokerId: user.brokerId,
    userId: user.id,
    event: input.event,
    at,
    ...details,
    data: toUser(user, onboardings, volumes, input.linkBase),
  });
}

/** The user's onboardings with `changed` in place of the row of its country (or added). */
export function withOnboarding(rows: OnboardingRow[], changed: OnboardingRow): OnboardingRow[] {
  return [...rows.filter((row) => row.country !== changed.country), changed];
}
