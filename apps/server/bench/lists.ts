import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { encodeCursor } from '../src/http/pagination.ts';
import { apiClient, bookingRequests, callerUserId, createQuotes, payoutAddress } from './fixtures.ts';
import {
  commonStatus,
  rareCount,
  rareStatus,
  type Seeded,
  type Storage,
  seedOrders,
  storageOf,
} from './list-seed.ts';
import type { LoadSpec } from './load.ts';
import { type Measured, measure } from './measure.ts';
import { canPin, freePort, type Started, settled, startFlags, startServer } from './processes.ts';

/**
 * The lists benchmark (issue 21, docs/performance.md): for each size, the real Node entry on core 0 on a
 * SQLite file of that many orders written while it was stopped (list-seed.ts), and from core 1, one connection
 * at a time: each list and filter, on its first page and deep (offset and cursor); then bookings while list
 * reads run alongside. Not part of `npm test` nor of `npm run bench`.
 * Settings: BENCH_LIST_SIZES (orders per size, `1000,100000,1000000`), BENCH_LIST_REQUESTS (timed requests per
 * list, 200), BENCH_LIST_BOOKINGS (timed bookings, 1000), BENCH_LIST_EVENTS (1: an `order.created` event per
 * order, so the events list has the orders' size; 0: none).
 */
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback) || fallback;
const sizes = (process.env.BENCH_LIST_SIZES ?? '1000,100000,1000000').split(',').map(Number);
if (sizes.some((size) => !Number.isInteger(size) || size < 1000))
  throw new Error('BENCH_LIST_SIZES: whole numbers of orders, each at least 1000');
const requestsPerList = setting('BENCH_LIST_REQUESTS', 200);
const bookingCount = setting('BENCH_LIST_BOOKINGS', 1000);
const withEvents = process.env.BENCH_LIST_EVENTS !== '0';
/** Untimed requests before each timed loop: the JIT and SQLite's page cache see the query first. */
const warmupRequests = 20;
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const workDir = mkdtempSync(join(tmpdir(), 'cambio-bench-lists-'));
/** Targets (issue 21): a list's p99 at the largest size within this multiple of its p99 at the smallest… */
const flatTarget = 2;
/** …and the bookings' p99 with lists read alongside under this (ms). */
const bookingP99Target = 20;

type ListCase = { name: string; path: string; rows: number };
type ListResult = ListCase & { measured: Measured };
type SizeResult = {
  size: number;
  seeded: Seeded;
  before: Storage;
  after: Storage;
  lists: ListResult[];
  bookings: Measured;
  alongside: Measured;
};

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

async function sizeCase(size: number): Promise<SizeResult> {
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

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const ms = (value: number) => value.toFixed(2);
const percent = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value * 100)} %`);
const count = (value: number) => value.toLocaleString('en');
const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;

function sizeTable(result: SizeResult): string {
  const lines = [
    `### ${count(result.size)} orders`,
    '',
    '| list | request | rows | p50 ms | p99 ms | max ms | server CPU | other CPU |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...result.lists.map(({ name, path, rows, measured }) =>
      row([
        name,
        `\`GET ${path.replace(/cursor=[^&]+/, 'cursor=…')}\``,
        rows,
        ms(measured.p50),
        ms(measured.p99),
        ms(measured.max),
        percent(measured.serverCpu),
        percent(measured.otherCpu),
      ]),
    ),
    '',
    '| bookings alongside list reads | bookings | p50 ms | p99 ms | max ms | list reads | lists p50 ms | lists p99 ms | lists max ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    row([
      'POST /api/orders, 1 connection; lists cycled on a second',
      count(result.bookings.requests),
      ms(result.bookings.p50),
      ms(result.bookings.p99),
      ms(result.bookings.max),
      count(result.alongside.requests),
      ms(result.alongside.p50),
      ms(result.alongside.p99),
      ms(result.alongside.max),
    ]),
  ];
  return lines.join('\n');
}

/** The file's bytes per order, and the orders' and events' tables (each with its indexes) per record. */
function storageTable(results: SizeResult[]): string {
  const lines = [
    '| orders | events | file MB | file bytes / order | added bytes / seeded order | orders + indexes bytes / order | events + indexes bytes / event | event data bytes / event | other tables MB |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { seeded, before, after } of results) {
    const { orders = 0, events = 0, ...others } = after.tables;
    const other = Object.values(others).reduce((sum, bytes) => sum + bytes, 0);
    lines.push(
      row([
        count(seeded.orders),
        count(seeded.events),
        megabytes(after.fileBytes),
        count(Math.round(after.fileBytes / seeded.orders)),
        count(Math.round((after.fileBytes - before.fileBytes) / (seeded.orders - 1))),
        count(Math.round(orders / seeded.orders)),
        seeded.events > 0 ? count(Math.round(events / seeded.events)) : 'n/a',
        seeded.events > 0 ? count(Math.round(after.eventDataBytes)) : 'n/a',
        megabytes(other),
      ]),
    );
  }
  return lines.join('\n');
}

/** Each list's p99 at every size, and at the largest as a multiple of the smallest (target: flatTarget). */
function comparisonTable(results: SizeResult[]): string {
  const first = results[0];
  const last = results.at(-1);
  if (!first || !last) return '';
  const lines = [
    `| list | ${results.map((result) => `p99 ms at ${count(result.size)}`).join(' | ')} | ${count(last.size)} / ${count(first.size)} | within ${flatTarget}x |`,
    `| --- | ${results.map(() => '---:').join(' | ')} | ---: | --- |`,
  ];
  for (const [index, list] of first.lists.entries()) {
    const p99s = results.map((result) => result.lists[index]?.measured.p99 ?? Number.NaN);
    const ratio = (p99s.at(-1) ?? Number.NaN) / (p99s[0] ?? Number.NaN);
    lines.push(row([list.name, ...p99s.map(ms), `${ratio.toFixed(2)}x`, ratio <= flatTarget ? 'yes' : 'NO']));
  }
  const bookingP99s = results.map((result) => result.bookings.p99);
  lines.push(
    row([
      `bookings alongside list reads (target p99 under ${bookingP99Target} ms)`,
      ...bookingP99s.map(ms),
      '',
      bookingP99s.every((p99) => p99 < bookingP99Target) ? 'under target' : 'OVER target',
    ]),
  );
  return lines.join('\n');
}

async function main() {
  const settings = [
    `BENCH_LIST_SIZES=${sizes.join(',')}`,
    `BENCH_LIST_REQUESTS=${requestsPerList}`,
    `BENCH_LIST_BOOKINGS=${bookingCount}`,
    `BENCH_LIST_EVENTS=${withEvents ? 1 : 0}`,
  ];
  console.log(`command: ${settings.join(' ')} npm run bench:lists -w @cambio/server`);
  console.log(
    `machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), node ${process.version}, ${
      canPin ? 'server on core 0, requests from core 1 (taskset)' : 'not pinned (no taskset or one core)'
    }, load average ${loadavg()[0]?.toFixed(2)}`,
  );
  const results: SizeResult[] = [];
  for (const size of sizes) results.push(await sizeCase(size));

  for (const result of results) console.log(`\n${sizeTable(result)}`);
  console.log(`\n### Bytes per order\n\n${storageTable(results)}`);
  console.log(`\n### p99 by size\n\n${comparisonTable(results)}`);
  console.log(
    '\nEach list: one connection from core 1, ' +
      `${warmupRequests} untimed requests then ${requestsPerList} timed, one after the other; the server alone on ` +
      'core 0. The deepest offset page is page 100 of 100 (the last the API allows) where the orders reach it, ' +
      'else the last full page: below 10,000 orders it skips fewer records. Bookings: ' +
      `${bookingCount} on one connection while a second cycles through the lists above; the booked orders are ` +
      "added to the list's size. other CPU: other processes' share of a core during the timed loop; this machine " +
      'is shared, and every figure varies with what else runs on it.',
  );
}

try {
  await main();
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
