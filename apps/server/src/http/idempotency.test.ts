import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findIdempotencyKey } from '../db/idempotency-queries.ts';
import { documents } from '../db/schema.ts';
import { firstError, newKey, openKeyedRuntime, requests, userBody } from '../testing/idempotency-requests.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';

let runtime: TestRuntime;
let writeKey = '';
let readKey = '';
let brokerId = '';
const { send, createUser, usersWithEmail } = requests(() => ({ runtime, writeKey }));

beforeAll(async () => {
  ({ runtime, writeKey, readKey, brokerId } = await openKeyedRuntime('idempotency'));
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => runtime.dispose());

describe('Idempotency-Key on POST', () => {
  it('replays the first answer to a retry of the same request; the user is created once', async () => {
    const key = newKey();
    const body = userBody();
    const first = await createUser(key, body);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const retry = await createUser(key, body);
    expect(retry).toMatchObject({ status: 201, body: first.body });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await usersWithEmail(body.email)).toBe(1);
  });

  it('answers 422 code 24 to the same key with a different body', async () => {
    const key = newKey();
    expect((await createUser(key, userBody())).status).toBe(201);
    expect(firstError(await createUser(key, userBody()))).toMatchObject({ status: 422, code: 24 });
  });

  it('runs one of ten concurrent requests with the same key; the others get 409 code 25 or the replay', async () => {
    // In process every step but the writes is synchronous: slow the writes down so that the requests overlap.
    const commit = runtime.store.commit.bind(runtime.store);
    vi.spyOn(runtime.store, 'commit').mockImplementation(async (statements) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return commit(statements);
    });
    const key = newKey();
    const body = userBody();
    const answers = await Promise.all(Array.from({ length: 10 }, () => createUser(key, body)));
    const original = answers.filter(
      (answer) => answer.status === 201 && !answer.headers.has('idempotent-replayed'),
    );
    expect(original).toHaveLength(1);
    for (const answer of answers) {
      if (answer === original[0]) continue;
      if (answer.status === 201) {
        expect(answer.headers.get('idempotent-replayed')).toBe('true');
        expect(answer.body).toEqual(original[0]?.body);
      } else {
        expect(firstError(answer)).toMatchObject({ status: 409, code: 25 });
      }
    }
    expect(answers.filter((answer) => answer.status === 409).length).toBeGreaterThan(0);
    expect(await usersWithEmail(body.email)).toBe(1);
  });

  it('keeps nothing for a 400: the fixed request runs with the same key', async () => {
    const key = newKey();
    const body = userBody();
    const refused = await createUser(key, { ...body, email: 'not an e-mail' });
    expect(firstError(refused)).toMatchObject({ status: 400, code: 9, field: 'body.email' });
    const fixed = await createUser(key, body);
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    expect((await createUser(key, body)).headers.get('idempotent-replayed')).toBe('true');
  });

  it('keeps nothing for a 403: the key is free for a caller allowed to use the operation', async () => {
    const key = newKey();
    const body = userBody();
    expect((await createUser(key, body, readKey)).status).toBe(403);
    const allowed = await createUser(key, body);
    expect(allowed.status).toBe(201);
    expect(allowed.headers.get('idempotent-replayed')).toBeNull();
  });

  it('refuses a key over 255 characters or empty (400 code 9 naming the header); 255 is fine', async () => {
    const field = 'header.Idempotency-Key';
    expect(firstError(await createUser('k'.repeat(256), userBody()))).toEqual({
      status: 400,
      code: 9,
      field,
    });
    expect(firstError(await createUser('', userBody()))).toEqual({ status: 400, code: 9, field });
    expect((await createUser('k'.repeat(255), userBody())).status).toBe(201);
  });

  it('ignores the header on GET', async () => {
    const key = newKey();
    for (let attempt = 0; attempt < 2; attempt++) {
      const listed = await send('GET', '/api/users', { key });
      expect(listed.status).toBe(200);
      expect(listed.headers.get('idempotent-replayed')).toBeNull();
    }
    expect(await findIdempotencyKey(runtime.store, brokerId, key)).toBeUndefined();
    expect((await createUser(key, userBody())).status).toBe(201);
  });

  it('works for a multipart upload: the validators still read the form, and a rebuilt form replays', async () => {
    const created = await createUser(undefined, userBody());
    const userId = (created.body as { userId: string }).userId;
    const form = (text: string) => {
      const data = new FormData();
      const pdf = new TextEncoder().encode(`%PDF-1.7\n${text}\n%%EOF\n`);
      data.append('document', new Blob([pdf], { type: 'application/pdf' }), 'proof.pdf');
      data.append('documentType', 'proofOfAddress');
      return data;
    };
    const key = newKey();
    const path = `/api/users/${userId}/documents`;
    const first = await send('POST', path, { key, form: form('one') });
    expect(first).toMatchObject({ status: 200, body: 'OK' });
    // A new FormData is encoded with a new random boundary: still the same request.
    const retry = await send('POST', path, { key, form: form('one') });
    expect(retry).toMatchObject({ status: 200, body: 'OK' });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const stored = await runtime.store.db.select().from(documents).where(eq(documents.userId, userId));
    expect(stored).toHaveLength(1);
    expect(firstError(await send('POST', path, { key, form: form('two') }))).toMatchObject({
      status: 422,
      code: 24,
    });
  });

  it('scopes keys by broker: two tenants use the same key independently', async () => {
    const other = await send('POST', '/api/sandbox/brokers', { json: {} });
    expect(other.status).toBe(201);
    const otherKey =
      (other.body as { keys: { role: string; key: string }[] }).keys.find(
        (entry) => entry.role === 'createAndModify',
      )?.key ?? '';
    const key = newKey();
    const body = userBody();
    const mine = await createUser(key, body);
    const theirs = await createUser(key, body, otherKey);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body).not.toEqual(mine.body);
  });

  it('does not hand an answer to another API key of the broker (422 code 24)', async () => {
    const userId = runtime.userId;
    const issued = await send('POST', '/api/sandbox/keys', { json: { userId, role: 'createAndModify' } });
    const secondKey = (issued.body as { key: string }).key;
    const key = newKey();
    const body = userBody();
    expect((await createUser(key, body)).status).toBe(201);
    expect(firstError(await createUser(key, body, secondKey))).toMatchObject({ status: 422, code: 24 });
  });
});
