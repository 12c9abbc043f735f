import { beforeAll, describe, expect, it } from 'vitest';
import { resolveTarget, type Target, targetName } from '../src/harness/target.ts';

type Answer = { status: number; body: unknown };

const individual = {
  country: 'MX',
  phoneNumber: '+525512345678',
  userType: 'individual',
  firstName: 'Ana',
  lastName: 'García',
  address: {
    street1: 'Av. Paseo de la Reforma 222',
    city: 'Ciudad de México',
    state: 'CDMX',
    country: 'MX',
    postalCode: '06600',
  },
};

// What only the Worker build can get wrong: the bundle's Text modules, the D1 batch as the commit and the
// guard statement inside it (on Node these are better-sqlite3 transactions, covered by the other targets).
describe.runIf(targetName() === 'worker')('the Worker in workerd on a local D1', () => {
  let target: Target;
  let apiKey: string;

  async function call(method: string, path: string, options: { body?: unknown; key?: string | null } = {}) {
    const key = options.key === undefined ? apiKey : options.key;
    const headers: Record<string, string> = key ? { 'x-api-key': key } : {};
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await target.fetch(new Request(`${target.baseUrl}${path}`, { method, headers, body }));
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: response.status, body: json } satisfies Answer;
  }

  const codeOf = (answer: Answer) => (answer.body as { errors?: Array<{ code: number }> }).errors?.[0]?.code;

  beforeAll(async () => {
    target = await resolveTarget();
    const tenant = await call('POST', '/api/sandbox/brokers', { key: target.bootstrapKey });
    expect(tenant.status).toBe(201);
    const keys = (tenant.body as { keys: Array<{ role: string; key: string }> }).keys;
    apiKey = keys.find((entry) => entry.role === 'createAndModify')?.key ?? '';
  });

  it('serves the document and the Swagger UI files bundled as Text modules', async () => {
    const document = await call('GET', '/openapi.json', { key: null });
    expect(document.status).toBe(200);
    expect((document.body as { openapi: string }).openapi).toBe('3.1.0');
    const bundle = await call('GET', '/docs/swagger-ui-bundle.js', { key: null });
    expect(bundle.status).toBe(200);
    expect(String(bundle.body).length).toBeGreaterThan(100_000);
  });

  it('authenticates on D1 and commits a new user as one batch', async () => {
    expect((await call('GET', '/api/users', { key: null })).status).toBe(401);
    const created = await call('POST', '/api/users', { body: { ...individual, email: 'batch@example.com' } });
    expect(created.status).toBe(201);
    const listed = await call('GET', '/api/users?search=batch%40example.com');
    expect(listed.status).toBe(200);
    expect((listed.body as Array<{ id: string }>).map((user) => user.id)).toContain(
      (created.body as { userId: string }).userId,
    );
  });

  it('keeps an uploaded document in R2', async () => {
    const created = await call('POST', '/api/users', {
      body: { ...individual, email: 'upload@example.com' },
    });
    const userId = (created.body as { userId: string }).userId;
    const form = new FormData();
    form.set('documentType', 'proofOfAddress');
    form.set('document', new Blob(['%PDF-1.7 cambio'], { type: 'application/pdf' }), 'address.pdf');
    const uploaded = await call('POST', `/api/users/${userId}/documents`, { body: form });
    expect([uploaded.status, uploaded.body]).toEqual([200, 'OK']);
  });

  it('rolls back the loser of a race: the guard statement fails the whole D1 batch', async () => {
    // Whether requests interleave in the isolate is up to workerd: race several users at once, so that some
    // race is lost to the guard (ConcurrentChangeError, 409 code 36), not only to the status check after the
    // winner's commit (409 code 29).
    const userIds = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const created = await call('POST', '/api/users', {
          body: { ...individual, email: `race${index}@example.com` },
        });
        const userId = (created.body as { userId: string }).userId;
        expect((await call('GET', `/api/users/${userId}/link`)).status).toBe(200);
        return userId;
      }),
    );
    const races = await Promise.all(
      userIds.map((userId) =>
        Promise.all(
          Array.from({ length: 3 }, () =>
            call('POST', `/api/sandbox/users/${userId}/verification`, { body: {} }),
          ),
        ),
      ),
    );
    const codes = new Set<number | undefined>();
    for (const answers of races) {
      const winners = answers.filter((answer) => answer.status === 200);
      expect(winners).toHaveLength(1);
      const winner = winners[0]?.body as { onboarding: { MX: { status: string } } };
      expect(winner.onboarding.MX.status).toBe('approved');
      for (const loser of answers.filter((answer) => answer.status !== 200)) {
        expect(loser.status).toBe(409);
        codes.add(codeOf(loser));
      }
    }
    expect(
      [...codes].every((code) => code === 29 || code === 36),
      JSON.stringify([...codes]),
    ).toBe(true);
    expect(codes).toContain(36);
  });
});
