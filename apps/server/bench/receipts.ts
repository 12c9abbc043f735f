import { Pool } from 'undici';
import type { ReceiptStats } from './receiver.ts';

/** run.ts's side of the webhook receiver (receiver.ts): its delivery URL and its figures. */
export function receiverClient(origin: string) {
  const pool = new Pool(origin, { connections: 1 });
  async function call<T>(method: 'GET' | 'POST', path: string): Promise<T> {
    const response = await pool.request({ method, path });
    return (await response.body.json()) as T;
  }
  return {
    url: `${origin}/hook`,
    count: async () => (await call<{ received: number }>('GET', '/count')).received,
    /** Over the receipts of events created between `from` and `to` (epoch ms), counting those received by `by`. */
    stats: (window: { from?: number; to?: number; by?: number } = {}) => {
      const query = Object.entries(window).map(([name, value]) => `${name}=${value}`);
      return call<ReceiptStats>('GET', `/stats?${query.join('&')}`);
    },
    reset: () => call<object>('POST', '/reset'),
    close: () => pool.close(),
  };
}

export type Receiver = ReturnType<typeof receiverClient>;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Waits until the receiver holds `expected` receipts, or until none came for `quietMs` (the server polls for
 * due deliveries every 0.1 s and drains them without a pause, so a quiet second means nothing is left).
 * Throws after `timeoutMs`. Returns the count and when it stopped waiting (epoch ms).
 */
export async function arrivals(
  receiver: Receiver,
  { expected = Infinity, quietMs = 1000, timeoutMs = 120_000 } = {},
): Promise<{ received: number; at: number }> {
  const until = Date.now() + timeoutMs;
  let received = await receiver.count();
  let changedAt = Date.now();
  while (received < expected && Date.now() - changedAt < quietMs) {
    if (Date.now() > until)
      throw new Error(`the receiver got ${received} deliveries in ${timeoutMs / 1000} s`);
    await pause(50);
    const now = await receiver.count();
    if (now !== received) changedAt = Date.now();
    received = now;
  }
  return { received, at: Date.now() };
}
