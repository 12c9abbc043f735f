import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { components } from '@cambio/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { jobHandlers } from '../domain/jobs/handlers.ts';
import { runDueJobs } from '../domain/jobs/job-queue.ts';
import { productionSettings, startPriceFeed } from './production-fixtures.ts';
import { startInitializedProduction } from './production-test-server.ts';

// What the back-office tests share: production servers after the operator's `keys init` on a price feed of
// their own, the calls a test makes, and the payout destinations of the caller.
type Schemas = components['schemas'];
export type Order = Schemas['Order'];
export type Json = Record<string, unknown>;
type ErrorBody = Schemas['ErrorBody'];

/** Starts the file's price feed and scratch folder (before its tests, gone after); gives its server maker. */
export function backOfficeProductions() {
  const scratch = mkdtempSync(join(tmpdir(), 'cambio-back-office-'));
  let feed: Awaited<ReturnType<typeof startPriceFeed>>;

  beforeAll(async () => {
    feed = await startPriceFeed();
  });
  afterAll(async () => {
    await feed.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** A production server after the operator's `keys init`, its steps due at once, and what a test calls. */
  async function startProduction(name: string) {
    const env = {
      CAMBIO_MODE: 'production',
      CAMBIO_DATA_DIR: join(scratch, name),
      CAMBIO_STEP_SECONDS: '0',
      ...productionSettings(feed.url),
    };
    const { runtime, call } = await startInitializedProduction<ErrorBody>(env);
    const ok = async <T = Order>(method: string, path: string, body?: unknown, status = 200) => {
      const answer = await call(method, path, body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(answer.body)}`).toBe(status);
      return answer.body as unknown as T;
    };
    const users = await ok<Array<{ id: string }>>('GET', '/api/users');
    const userId = users[0]?.id ?? '';
    /** Runs every step that came due (all at once: CAMBIO_STEP_SECONDS=0) until none is left. */
    const runJobs = async () => {
      while ((await runDueJobs(runtime.deps, jobHandlers)).ran > 0) {}
    };
    const book = async (quote: Json, payout: Json, extra: Json = {}) => {
      const priced = await ok<{ id: string }>(
        'POST',
        '/api/quotes',
        { userId, country: 'MX', ...quote },
        201,
      );
      return ok('POST', '/api/orders', { quoteId: priced.id, settlement: { payout }, ...extra }, 201);
    };
    const statusesOf = async (orderId: string) => {
      type Event = { previousStatus?: string; data: { id: string; status: string } };
      const events = await ok<Event[]>('GET', '/api/events?event=order.statusChanged&limit=100');
      return events
        .filter((event) => event.data.id === orderId)
        .reverse()
        .map((event) => `${event.previousStatus}>${event.data.status}`);
    };
    return { runtime, call, ok, userId, runJobs, book, statusesOf };
  }

  return startProduction;
}

export type Production = Awaited<ReturnType<ReturnType<typeof backOfficeProductions>>>;

/** What a production answer must never carry: the sandbox's made-up traces and names. */
export function expectNothingMadeUp(body: unknown) {
  expect(JSON.stringify(body)).not.toMatch(/Sandbox|CAMBIO20|CAMBIOD20|CMB\d{6}/);
}

export const payoutAddress = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

/** The caller's payout address on polygon. */
export async function addPayoutAddress(server: Production): Promise<string> {
  return (
    await server.ok<{ id: string }>(
      'POST',
      '/api/addresses',
      { userId: server.userId, network: 'polygon', address: payoutAddress },
      201,
    )
  ).id;
}

/** The caller's MXN bank account. */
export async function addBankAccount(server: Production): Promise<string> {
  return (
    await server.ok<{ id: string }>(
      'POST',
      '/api/bank/accounts',
      {
        userId: server.userId,
        country: 'MX',
        fiat: 'MXN',
        accountHolderName: 'Acme Treasury',
        CLABE: '012180001234567899',
      },
      201,
    )
  ).id;
}
