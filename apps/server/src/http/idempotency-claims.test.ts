import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  purgeExpiredIdempotencyKeys,
} from '../db/idempotency-queries.ts';
import { idempotencyKeys } from '../db/schema.ts';
import {
  day,
  firstError,
  newKey,
  openKeyedRuntime,
  requests,
  userBody,
} from '../testing/idempotency-requests.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';

let runtime: TestRuntime;
let writeKey = '';
let brokerId = '';
const { createUser } = requests(() => ({ runtime, writeKey }));

beforeAll(async () => {
  ({ runtime, writeKey, brokerId } = await openKeyedRuntime('idempotency-claims'));
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => runtime.dispose());

describe('Idempotency-Key claims and expiry', () => {
  it('answers 409 code 25 while the first request runs (422 code 24 to a different one)', async () => {
    const key = newKey();
    const body = userBody();
    expect((await createUser(key, body)).status).toBe(201);
    // Back to "running": the claim without its answer.
    await runtime.store.commit([
      runtime.store.db
        .update(idempotencyKeys)
        .set({ status: null, headers: null, body: null })
        .where(eq(idempotencyKeys.key, key)),
    ]);
    expect(firstError(await createUser(key, body))).toMatchObject({ status: 409, code: 25 });
    expect(firstError(await createUser(key, userBody()))).toMatchObject({ status: 422, code: 24 });
  });

  it('takes over a claim whose lease ran out (its process died mid-request)', async () => {
    const key = newKey();
    const now = Date.now();
    const abandoned = { id: `idk_abandoned_${key}`, brokerId, key, fingerprint: 'another request' };
    expect(
      await claimIdempotencyKey(runtime.store, {
        ...abandoned,
        at: new Date(now),
        until: new Date(now + 300_000),
      }),
    ).toBe(true);
    expect(firstError(await createUser(key, userBody()))).toMatchObject({ status: 422, code: 24 });
    vi.spyOn(runtime.deps.clock, 'wallNow').mockReturnValue(new Date(now + 301_000));
    const takenOver = await createUser(key, userBody());
    expect(takenOver.status).toBe(201);
    expect(takenOver.headers.get('idempotent-replayed')).toBeNull();
  });

  it('treats a key whose answer expired (24 h) as new', async () => {
    const key = newKey();
    expect((await createUser(key, userBody())).status).toBe(201);
    vi.spyOn(runtime.deps.clock, 'wallNow').mockReturnValue(new Date(Date.now() + day + 1000));
    const again = await createUser(key, userBody());
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
  });

  it('purges the expired rows and only them', async () => {
    const old = newKey();
    const recent = newKey();
    const now = Date.now();
    expect((await createUser(old, userBody())).status).toBe(201);
    vi.spyOn(runtime.deps.clock, 'wallNow').mockReturnValue(new Date(now + 60 * 60_000));
    expect((await createUser(recent, userBody())).status).toBe(201);
    await purgeExpiredIdempotencyKeys(runtime.store, new Date(now + day + 1000));
    expect(await findIdempotencyKey(runtime.store, brokerId, old)).toBeUndefined();
    expect(await findIdempotencyKey(runtime.store, brokerId, recent)).toBeDefined();
  });
});
