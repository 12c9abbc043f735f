import { describe, expect, it } from 'vitest';
import type { CallResult } from '../src/harness/api.ts';
import { expectError, expectInvalid, totalCount } from '../src/harness/assertions.ts';
import { individualUser, pdfBytes, validClabe } from '../src/harness/fixtures.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';

// An Idempotency-Key makes a POST safe to retry. A retry while the first request still runs
// (409 code 25) cannot be provoked reliably over HTTP; the server's unit tests cover it.
const target = await resolveTarget();
const tenant = await newTenant(target);
const newKey = () => crypto.randomUUID();
const replayed = (result: CallResult) => result.headers.get('idempotent-replayed');

const postUser = (key: string, body: unknown) =>
  tenant.call<{ userId: string }>({
    method: 'POST',
    path: '/api/users',
    body,
    headers: { 'Idempotency-Key': key },
  });
const usersWithEmail = async (email: string) =>
  totalCount(
    await tenant.call({
      method: 'GET',
      path: `/api/users?search=${encodeURIComponent(email)}`,
      key: tenant.readKey,
    }),
  );

describe('Idempotency-Key', () => {
  it('replays the first answer to a retry of the same request, which runs once', async () => {
    const key = newKey();
    const body = individualUser();
    const first = await postUser(key, body);
    expect(first.status).toBe(201);
    expect(replayed(first)).toBeNull();
    const retry = await postUser(key, body);
    expect(retry).toMatchObject({ status: 201, body: first.body });
    expect(replayed(retry)).toBe('true');
    expect(await usersWithEmail(body.email)).toBe(1);
  });

  it('runs one of two requests sent at once with one key; the other is its replay or 409 code 25', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const key = newKey();
        const body = individualUser();
        const both = await Promise.all([postUser(key, body), postUser(key, body)]);
        expect(await usersWithEmail(body.email)).toBe(1);
        return both;
      }),
    );
    for (const both of answers) {
      const [ran, other] = replayed(both[0]) === null && both[0].status === 201 ? both : [both[1], both[0]];
      expect([ran.status, replayed(ran)], JSON.stringify(both.map((answer) => answer.body))).toEqual([
        201,
        null,
      ]);
      if (other.status === 409) expectError(other, 'idempotencyRequestInProgress');
      else expect([other.status, replayed(other), other.body]).toEqual([201, 'true', ran.body]);
    }
  });

  it('answers 422 code 24 to the same key with a different request', async () => {
    const userId = await createUser(tenant);
    const key = newKey();
    const account = (CLABE: string) =>
      tenant.call({
        method: 'POST',
        path: '/api/bank/accounts',
        body: { userId, country: 'MX', fiat: 'MXN', accountHolderName: 'Ana García', CLABE },
        headers: { 'Idempotency-Key': key },
      });
    expect((await account(validClabe())).status).toBe(201);
    expectError(await account(validClabe()), 'idempotencyKeyReused');
  });

  it('keeps nothing for a request refused by validation: the fixed request runs with the same key', async () => {
    const key = newKey();
    const body = individualUser();
    expectInvalid(await postUser(key, { ...body, email: 'not an e-mail' }), 'body.email');
    const fixed = await postUser(key, body);
    expect(fixed.status).toBe(201);
    expect(replayed(fixed)).toBeNull();
  });

  it('refuses a key longer than 255 characters (400 code 9)', async () => {
    expectInvalid(await postUser('k'.repeat(256), individualUser()), 'header.Idempotency-Key');
    expect((await postUser('k'.repeat(255), individualUser())).status).toBe(201);
  });

  it('replays a document upload retried with the form built again', async () => {
    const userId = await createUser(tenant);
    const key = newKey();
    const upload = () => {
      const form = new FormData();
      form.append('document', new Blob([pdfBytes()], { type: 'application/pdf' }), 'proof.pdf');
      form.append('documentType', 'proofOfAddress');
      return tenant.call({
        method: 'POST',
        path: `/api/users/${userId}/documents`,
        rawBody: form,
        headers: { 'Idempotency-Key': key },
      });
    };
    const first = await upload();
    expect(first).toMatchObject({ status: 200, body: 'OK' });
    const retry = await upload();
    expect(retry).toMatchObject({ status: 200, body: 'OK' });
    expect(replayed(retry)).toBe('true');
  });

  it('scopes keys by broker: another tenant may use the same key', async () => {
    const other = await newTenant(target);
    const key = newKey();
    const mine = await postUser(key, individualUser());
    const theirs = await other.call<{ userId: string }>({
      method: 'POST',
      path: '/api/users',
      body: individualUser(),
      headers: { 'Idempotency-Key': key },
    });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(replayed(theirs)).toBeNull();
    expect(theirs.body.userId).not.toBe(mine.body.userId);
  });
});
