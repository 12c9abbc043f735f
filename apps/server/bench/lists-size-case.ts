// One size of the lists benchmark: a server on a file of that many orders, each list timed on it, then
// bookings with lists read alongside.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'undici';
import { encodeCursor } from '../src/http/pagination.ts';
import { apiClient, bookingRequests, callerUserId, createQuotes, payoutAddress } from './fixtures.ts';
import { commonStatus, rareCount, rareStatus, type Seeded, seedOrders, storageOf } from './list-seed.ts';
import { type ListCase, type ListResult, megabytes, type SizeResult } from './lists-report.ts';
import {
  bookingCount,
  requestsPerList,
  serverDir,
  warmupRequests,
  withEvents,
  workDir,
} from './lists-settings.ts';
import type { LoadSpec } from './load.ts';
import { type Measured, measure } from './measure.ts';
import { freePort, type Started, settled, startFlags, startServer } from './processes.ts';

/** Each list and filter, with the rows its page must hold (a wrong seed or a broken filter fails the run). */
function listCases(seeded: Seeded): ListCase[] {
  // The deepest offset page the API allows is page 100 of 100 (page x limit <= 10,000); a smaller size ends
  // before it, and its deepest page is its last full one.
  const deepest = Math.min(100, Math.floor(seeded.orders / 100));
  const cases: ListCase[] = [
    { name: 'orders, page 1', path: '/api/orders', rows: 20 },
    { name: `orders, deepest offset page`, path: `/api/orders?page=${deepest}&limit=100`, rows: 100 },
    {
      name: 'orders, cursor at the 50th-oldest',
      path: `/api/orders?cursor=${encodeCursor(seeded.nearOldest)}`,
      rows: 20,
    },
    { name: 'orders, userId (rare user)', path: `/api/orders?userId=${seeded.rareUserId}`, rows: rareCount },
    {
      name: `orders, status=${rareStatus} (rare)`,
      path: `/api/orders?status=${rareStatus}`,
      rows: rareCount,
    },
    { name: `orders, status=${commonStatus}, page 1`, path: `/api/orders?status=${commonStatus}`, rows: 20 },
    {
      name: 'orders, clientReferenceId',
      path: `/api/orders?clientReferenceId=${seeded.reference}`,
      rows: 1,
    },
  ];
  if (withEvents) {
    cases.push(
      { name: 'events, page 1', path: '/api/events', rows: 20 },
      { name: 'events, event=order.created', path: '/api/events?event=order.created', rows: 20 },
    );
  }
  return cases;
}

async function stop(server: Started) {
  const stopped = new Promise((done) => server.child.once('exit', done));
  server.child.kill();
  await stopped;
}

/** Answers 200 with `rows` records, or the run stops: a benchmark of error pages measures nothing. */
async function check(origin: string, key: string, list: ListCase) {
  const response = await request(`${origin}${list.path}`, { headers: { 'x-api-key': key } });
  const text = await response.body.text();
  const rows = response.statusCode === 200 ? (JSON.parse(text) as unknown[]).length : -1;
  if (rows !== list.rows)
    throw new Error(`${list.name}: expected 200 with ${list.rows} rows, got ${response.statusCode} ${text}`);
}

/** A closed loop of one connection from core 1 sending `requests` once each, in order. */
function closedLoop(origin: string, headers: Record<string, string>, requests: LoadSpec['requests']) {
  return { origin, connections: 1, durationMs: 600_000, warmupMs: 0, headers, requests, cycle: false };
}

function expectOnly(name: string, measured: Measured, status: number) {
  const wrong = Object.entries(measured.statuses).filter(([code]) => Number(code) !== status);
  if (wrong.length > 0 || measured.errors > 0)
    throw new Error(`${name}: answered ${JSON.stringify(measured.statuses)}, ${measured.errors} errors`);
  return measured;
}

export async function sizeCase(size: number): Promise<SizeResult> {
  const key = `sk_sandbox_bench_${randomBytes(24).toString('base64url')}`;
  const dataDir = join(workDir, `lists-${size}`);
  const file = join(dataDir, 'cambio.sqlite');
  const port = await freePort();
  const env = {
    ...process.env,
    CAMBIO_MODE: 'sandbox',
    CAMBIO_DATA_DIR: dataDir,
    CAMBIO_BOOTSTRAP_KEY: key,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  const start = () =>
    startServer('src/node/main.ts', {
      core: 0,
      cwd: serverDir,
      env,
      ready: /server on/,
      nodeArgs: startFlags(serverDir),
    });
  const origin = `http://127.0.0.1:${port}`;
  const headers = { 'x-api-key': key, 'content-type': 'application/json' };

  // First start: migrations, the bootstrap tenant and one real booking, the template of the copies.
  const setup = await start();
  const setupApi = apiClient(origin, key);
  const userId = await callerUserId(setupApi);
  const addressId = await payoutAddress(setupApi, userId);
  const [quoteId] = await createQuotes(setupApi, userId, 1);
  await setupApi.call('POST', '/api/orders', { quoteId, settlement: { payout: { addressId } } });
  await setupApi.close();
  await stop(setup);

  const before = storageOf(file);
  const seeded = seedOrders(file, size, withEvents);
  const after = storageOf(file);
  console.log(
    `  ${size.toLocaleString('en')} orders: seeded in ${seeded.seconds.toFixed(1)} s (${seeded.events.toLocaleString('en')} events, body ${seeded.bodyBytes} bytes), file ${megabytes(after.fileBytes)} MB`,
  );

  const server = await start();
  const api = apiClient(origin, key);
  try {
    await settled(server.pid);
    const lists: ListResult[] = [];
    for (const list of listCases(seeded)) {
      await check(origin, key, list);
      for (let i = 0; i < warmupRequests; i++) await check(origin, key, list);
      const requests = Array.from({ length: requestsPerList }, () => ({
        method: 'GET' as const,
        path: list.path,
      }));
      const measured = await measure(closedLoop(origin, headers, requests), server.pid, {
        workDir,
        cwd: serverDir,
      });
      lists.push({ ...list, measured: expectOnly(list.name, measured, 200) });
      console.log(`    ${list.name}: p50 ${measured.p50.toFixed(2)} ms, p99 ${measured.p99.toFixed(2)} ms`);
    }

    // Bookings with lists read alongside: quotes made first (they live 10 minutes), a few bookings untimed
    // (the booking path's first runs), then the timed bookings while a second connection cycles through every
    // list above. The list loop starts first and is stopped when the bookings are done.
    const quotes = await createQuotes(api, userId, warmupRequests + bookingCount);
    for (const quote of quotes.slice(0, warmupRequests)) {
      await api.call('POST', '/api/orders', { quoteId: quote, settlement: { payout: { addressId } } });
    }
    await settled(server.pid);
    const bookingLoop = closedLoop(origin, headers, bookingRequests(quotes.slice(warmupRequests), addressId));
    const readLoop = {
      ...closedLoop(
        origin,
        headers,
        lists.map((list) => ({ method: 'GET' as const, path: list.path })),
      ),
      cycle: true,
    };
    let bookingRun: Promise<Measured> | undefined;
    const alongside = await measure(readLoop, server.pid, {
      workDir,
      cwd: serverDir,
      onStarted: (stopReads) => {
        bookingRun = measure(bookingLoop, server.pid, { workDir, cwd: serverDir }).finally(stopReads);
      },
    });
    if (!bookingRun) throw new Error('lists: the read loop ended before the bookings started');
    const bookings = expectOnly('bookings', await bookingRun, 201);
    expectOnly('lists alongside bookings', alongside, 200);
    console.log(
      `    bookings alongside lists: p50 ${bookings.p50.toFixed(2)} ms, p99 ${bookings.p99.toFixed(2)} ms; lists p99 ${alongside.p99.toFixed(2)} ms`,
    );
    return { size, seeded, before, after, lists, bookings, alongside };
  } finally {
    await api.close();
    await stop(server);
    // A million orders are gigabytes: not kept in the page cache (or on disk) while the next size runs.
    rmSync(dataDir, { recursive: true, force: true });
  }
}
