import type { ListPage } from '../../db/list-page.ts';
import { findUser, listUsers, onboardingsOf, type UserRow } from '../../db/users-queries.ts';
import { volumesOfUsers, zeroVolumes } from '../../db/volume-queries.ts';
import { toUser } from '../../domain/users/user-view.ts';
import { pageRequest, setListHeaders } from '../../http/pagination.ts';
import { publicBase } from '../../http/public-base.ts';
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
  const { store, clock, config } = c.get('deps');
  const caller = c.get('caller');
  const query = c.req.valid('query');
  const page = await matchingUsers();
  setListHeaders(c, page);
  const { rows } = page;
  const ids = rows.map((row) => row.id);
  const [onboardings, volumes] = await Promise.all([
    onboardingsOf(store, ids),
    volumesOfUsers(store, ids, clock.now()),
  ]);
  const linkBase = publicBase(c, config);
  return c.json(
    rows.map((row) =>
      toUser(row, onboardings.get(row.id) ?? [], volumes.get(row.id) ?? zeroVolumes(), linkBase),
    ),
    200,
  );

  async function matchingUsers(): Promise<ListPage<UserRow>> {
    const filtered = filterNames.some((name) => query[name] !== undefined && query[name] !== '');
    if (!filtered) {
      // The current user is a list of one: its only page is the first.
      const user = await findUser(store, caller.brokerId, caller.userId);
      const request = pageRequest(query);
      const firstPage = !request.after && request.offset === 0;
      return { rows: user && firstPage ? [user] : [], total: user ? 1 : 0, capped: false };
    }
    // Another broker's id as a filter matches nothing: tenants never see each other.
    if (query.brokerId !== undefined && query.brokerId !== caller.brokerId)
      return { rows: [], total: 0, capped: false };
    return listUsers(store, caller.brokerId, query, pageRequest(query));
  }
});
