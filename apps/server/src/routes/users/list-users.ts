import { findUser, listUsers, onboardingsOf, type UserRow } from '../../db/users-queries.ts';
import { volumesOfUsers, zeroVolumes } from '../../db/volume-queries.ts';
import { toUser } from '../../domain/users/user-view.ts';
import { pageWindow, setTotal } from '../../http/pagination.ts';
import { operation } from '../define.ts';

const filterNames = [
  'type',
  'brokerId',
  'search',
  'authId',
  'firstName',
  'lastName',
  'businessName',
  'onboardingStatus',
] as const;

/** Spec 4.1: with no filter the current user is returned; `page` and `limit` are not filters. */
export const listUsersOperation = operation('listUsers', async (c) => {
  const { store, clock } = c.get('deps');
  const caller = c.get('caller');
  const query = c.req.valid('query');
  const { rows, total } = await matchingUsers();
  setTotal(c, total);
  const ids = rows.map((row) => row.id);
  const [onboardings, volumes] = await Promise.all([
    onboardingsOf(store, ids),
    volumesOfUsers(store, ids, clock.now()),
  ]);
  return c.json(
    rows.map((row) => toUser(row, onboardings.get(row.id) ?? [], volumes.get(row.id) ?? zeroVolumes())),
    200,
  );

  async function matchingUsers(): Promise<{ rows: UserRow[]; total: number }> {
    const filtered = filterNames.some((name) => query[name] !== undefined && query[name] !== '');
    if (!filtered) {
      // The current user is a list of one: its only page is the first.
      const user = await findUser(store, caller.brokerId, caller.userId);
      const firstPage = pageWindow(query).offset === 0;
      return { rows: user && firstPage ? [user] : [], total: user ? 1 : 0 };
    }
    // Another broker's id as a filter matches nothing: tenants never see each other.
    if (query.brokerId !== undefined && query.brokerId !== caller.brokerId) return { rows: [], total: 0 };
    return listUsers(store, caller.brokerId, query, pageWindow(query));
  }
});
