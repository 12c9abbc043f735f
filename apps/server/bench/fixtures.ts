import { Pool } from 'undici';

/** The set-up calls of the benchmark (untimed), through the API like any client. */
export function apiClient(origin: string, key: string) {
  const pool = new Pool(origin, { connections: 50 });
  async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const response = await pool.request({
      method,
      path,
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await response.body.text();
    if (response.statusCode >= 300) throw new Error(`${method} ${path}: ${response.statusCode} ${text}`);
    // A 204 (a deletion) has no body.
    return (text === '' ? undefined : JSON.parse(text)) as T;
  }
  return { call, close: () => pool.close() };
}

export type Api = ReturnType<typeof apiClient>;

/** The bootstrap tenant's caller: approved in MX with the terms accepted, so it can book quotes there. */
export async function callerUserId(api: Api): Promise<string> {
  const [user] = await api.call<Array<{ id: string }>>('GET', '/api/users');
  if (!user) throw new Error('the bootstrap tenant has no user');
  return user.id;
}

export async function payoutAddress(api: Api, userId: string): Promise<string> {
  const address = { userId, network: 'polygon', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' };
  return (await api.call<{ id: string }>('POST', '/api/addresses', address)).id;
}

/** An `orders` registration of the user, delivering to `url` (sandbox mode accepts http://127.0.0.1). */
export async function registerWebhook(api: Api, userId: string, url: string): Promise<string> {
  const registration = { type: 'orders', url, retryOnFailure: true, userId };
  return (await api.call<{ id: string }>('POST', '/api/webhooks', registration)).id;
}

export const spotPath = '/api/market/prices/spot?side=buy&fiat=MXN&country=MX&crypto=USDC';

/** One booking of each quote, paid out to the address. */
export function bookingRequests(quoteIds: string[], addressId: string) {
  return quoteIds.map((quoteId) => ({
    method: 'POST' as const,
    path: '/api/orders',
    body: JSON.stringify({ quoteId, settlement: { payout: { addressId } } }),
  }));
}

/** `count` fresh MXN to USDC quotes, made `concurrency` at a time. */
export async function createQuotes(api: Api, userId: string, count: number, concurrency = 50) {
  const ids: string[] = [];
  let started = 0;
  const body = {
    userId,
    country: 'MX',
    origin: { asset: 'MXN', amount: 1000 },
    destination: { asset: 'USDC', network: 'polygon' },
  };
  const worker = async () => {
    while (started < count) {
      started++;
      ids.push((await api.call<{ id: string }>('POST', '/api/quotes', body)).id);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return ids;
}

/** Up to `max` ids of the tenant's orders, newest first. */
export async function orderIds(api: Api, max: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < max; page++) {
    const rows = await api.call<Array<{ id: string }>>('GET', `/api/orders?limit=100&page=${page}`);
    ids.push(...rows.map((row) => row.id));
    if (rows.length < 100) break;
  }
  return ids.slice(0, max);
}
