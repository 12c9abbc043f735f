import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { eventStatement } from '../../domain/events.ts';
import { operation } from '../define.ts';
import { userInPath } from './load-user.ts';

/** Spec 4.4: stored as given; top-level keys replace the stored value of the same key. */
export const addAdditionalInformationOperation = operation('addAdditionalInformation', async (c) => {
  const { store, clock } = c.get('deps');
  const user = await userInPath(c, c.req.valid('param').id);
  const body = c.req.valid('json') as Record<string, unknown>;
  const merged = { ...(user.additionalInformation as Record<string, unknown>), ...body };
  const at = clock.now();
  await store.commit([
    store.db
      .update(users)
      .set({ additionalInformation: merged, updatedAt: at.toISOString() })
      .where(eq(users.id, user.id)),
    eventStatement(store, {
      brokerId: user.brokerId,
      userId: user.id,
      type: 'users',
      event: 'user.additionalInformationAdded',
      data: { userId: user.id, keys: Object.keys(body) },
      at,
    }),
  ]);
  return c.json('OK' as const, 200);
});
