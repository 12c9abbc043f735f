import { openTestRuntime, type TestRuntime } from './test-runtime.ts';

// What the Idempotency-Key tests share: a runtime with its bootstrap keys, requests to its app, and bodies
// that make a new user each time.
export type Answer = { status: number; body: unknown; headers: Headers };
type ErrorBody = { errors: { code: number; field?: string }[] };

/** A test runtime and its broker's write and read keys. */
export async function openKeyedRuntime(name: string) {
  const runtime = await openTestRuntime(name);
  const keys = runtime.bootstrap?.keys ?? [];
  return {
    runtime,
    writeKey: keys.find((key) => key.role === 'createAndModify')?.key ?? '',
    readKey: keys.find((key) => key.role === 'read')?.key ?? '',
    brokerId: runtime.brokerId,
  };
}

/** Requests to the runtime's app (read when called: the runtime opens in beforeAll). */
export function requests(current: () => { runtime: TestRuntime; writeKey: string }) {
  async function send(
    method: string,
    path: string,
    options: { key?: string; apiKey?: string; json?: unknown; form?: FormData } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'x-api-key': options.apiKey ?? current().writeKey };
    if (options.key !== undefined) headers['Idempotency-Key'] = options.key;
    let body: BodyInit | undefined = options.form;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await current().runtime.app.request(path, { method, headers, body });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  }
  const createUser = (key: string | undefined, body: unknown, apiKey?: string) =>
    send('POST', '/api/users', { key, json: body, apiKey });
  const usersWithEmail = async (email: string) =>
    Number(
      (await send('GET', `/api/users?search=${encodeURIComponent(email)}`)).headers.get('x-total-count'),
    );
  return { send, createUser, usersWithEmail };
}

export const day = 24 * 60 * 60_000;
let sequence = 0;
export const newKey = () => `key-${Date.now()}-${++sequence}`;
export const emailOf = () => `idempotency.${Date.now()}.${++sequence}@example.com`;
export const userBody = (email = emailOf()) => ({
  country: 'MX',
  email,
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
});
export const firstError = (answer: Answer) => {
  const entry = (answer.body as ErrorBody).errors[0];
  return { status: answer.status, code: entry?.code, field: entry?.field };
};
