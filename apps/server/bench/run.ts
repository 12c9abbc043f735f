import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  apiClient,
  bookingRequests,
  callerUserId,
  createQuotes,
  orderIds,
  payoutAddress,
  registerWebhook,
  spotPath,
} from './fixtures.ts';
import type { LoadSpec } from './load.ts';
import { check, type Measured, measure, microseconds, rate } from './measure.ts';
import {
  canPin,
  freePort,
  processCpuSeconds,
  settled,
  startCambio,
  startServer,
  stopServer,
} from './processes.ts';

/**
 * `npm run bench` (docs/performance.md): the Node entry (src/node/main.ts, with `npm start`'s flags) on a fresh
 * data folder and a bare node:http server, both on core 0, loaded from core 1. Each case is compared with the
 * mean of the bare runs just before and after it (the machine's speed drifts). Settings: BENCH_DURATION
 * (seconds per case, 10), BENCH_WARMUP (2), BENCH_CONNECTIONS (50). Not part of `npm test`.
 */
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback) || fallback;
const durationMs = setting('BENCH_DURATION', 10) * 1000;
const warmupMs = setting('BENCH_WARMUP', 2) * 1000;
const connections = setting('BENCH_CONNECTIONS', 50);
const serverDir = resolve(import.meta.dirname, '..');
const workDir = mkdtempSync(join(tmpdir(), 'cambio-bench-'));

type Row = { name: string; measured: Measured; bare: number; note?: string };

/** A webhook receiver in this process (not on the server's core): counts deliveries, answers 204. */
async function receiver() {
  let received = 0;
  let lastAt = 0;
  const server = createServer((request, response) => {
    request.resume().on('end', () => {
      received++;
      lastAt = performance.now();
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  /** Until no delivery arrived for `quietMs` (a first one is waited for 30 s at most). */
  const drained = async (quietMs = 2000) => {
    const from = performance.now();
    const waiting = () =>
      received === 0 ? performance.now() - from < 30_000 : performance.now() - lastAt < quietMs;
    while (waiting()) await new Promise((done) => setTimeout(done, 100));
    return { received, lastAt };
  };
  return { url, drained, reset: () => (received = 0), close: () => server.close() };
}

async function main() {
  console.log(
    `cambio benchmark: node ${process.version}, ${availableParallelism()} cores, ${
      canPin ? 'server on core 0, load on core 1' : 'not pinned (no taskset or one core)'
    }, ${connections} connections, ${durationMs / 1000} s a case, load average ${loadavg()[0]?.toFixed(2)}`,
  );
  const { server, key, origin } = await startCambio(serverDir, join(workDir, 'data'));
  const barePort = await freePort();
  const bare = await startServer('bench/bare-server.ts', {
    core: 0,
    cwd: serverDir,
    env: { ...process.env, PORT: String(barePort) },
    ready: /bare server on/,
  });
  const api = apiClient(origin, key);
  const userId = await callerUserId(api);
  const addressId = await payoutAddress(api, userId);
  const headers = { 'x-api-key': key, 'content-type': 'application/json' };
  const timing = { origin, connections, durationMs, warmupMs, headers };
  const load = async (
    name: string,
    spec: Omit<LoadSpec, 'connections' | 'durationMs' | 'warmupMs' | 'headers' | 'origin'>,
  ) => check(name, await measure({ ...timing, ...spec }, server.pid, { workDir, cwd: serverDir }));
  const bareRun = async () => {
    await settled(server.pid);
    const spec = { ...timing, origin: `http://127.0.0.1:${barePort}`, headers: {} };
    const requests = [{ method: 'GET' as const, path: '/' }];
    return rate(
      check('bare', await measure({ ...spec, requests, cycle: true }, bare.pid, { workDir, cwd: serverDir })),
    );
  };
  // A fresh process runs its code unoptimised for its first seconds (spot prices measured 160 µs a request
  // in its first 5 s, 105 after): 5 s of spot prices, untimed, before the first case.
  const warmUp = {
    ...timing,
    durationMs: 5000,
    requests: [{ method: 'GET' as const, path: spotPath }],
    cycle: true,
  };
  check('warm-up', await measure(warmUp, server.pid, { workDir, cwd: serverDir }));
  const rows: Row[] = [];
  let before = await bareRun();
  console.log(`  bare node:http: ${Math.round(before)} req/s`);
  const timed = async (name: string, run: () => Promise<Measured>, note?: () => Promise<string>) => {
    const measured = await run();
    const noted = note ? await note() : undefined;
    const after = await bareRun();
    rows.push({ name, measured, bare: (before + after) / 2, ...(noted ? { note: noted } : {}) });
    console.log(`  ${name}: ${Math.round(rate(measured))} req/s, p99 ${measured.p99.toFixed(2)} ms`);
    before = after;
  };
  /** Fresh quotes for one booking run: three times what the quote case made in as long, so none runs out. */
  const quotesFor = async (quoteRate: number) =>
    createQuotes(api, userId, Math.ceil((3 * quoteRate * (durationMs + warmupMs)) / 1000) + connections);

  await timed('spot price', () =>
    load('spot price', { requests: [{ method: 'GET', path: spotPath }], cycle: true }),
  );
  const quote = JSON.stringify({
    userId,
    country: 'MX',
    origin: { asset: 'MXN', amount: 1000 },
    destination: { asset: 'USDC', network: 'polygon' },
  });
  await timed('quote', () =>
    load('quote', { requests: [{ method: 'POST', path: '/api/quotes', body: quote }], cycle: true }),
  );
  const quoteRate = rate(rows.at(-1)?.measured as Measured);
  const bookings = bookingRequests(await quotesFor(quoteRate), addressId);
  await timed('booking', () => load('booking', { requests: bookings, cycle: false }));
  const reads = (await orderIds(api, 5000)).map((id) => ({
    method: 'GET' as const,
    path: `/api/orders/${id}`,
  }));
  await timed('order read', () => load('order read', { requests: reads, cycle: true }));
  const list = [{ method: 'GET' as const, path: '/api/orders?limit=50' }];
  await timed('order list (50)', () => load('order list', { requests: list, cycle: true }));

  // Bookings with an `orders` registration, until their deliveries are drained: the CPU of a booking and its
  // deliveries; the registration is made last, so that the cases above run without one.
  const hooks = await receiver();
  await registerWebhook(api, userId, hooks.url);
  const webhooked = bookingRequests(await quotesFor(quoteRate), addressId);
  hooks.reset();
  let cpuFrom = Number.NaN;
  let startedAt = 0;
  await timed(
    'booking + deliveries',
    async () => {
      cpuFrom = processCpuSeconds(server.pid);
      startedAt = performance.now();
      return load('booking + deliveries', { requests: webhooked, cycle: false });
    },
    async () => {
      const { received, lastAt } = await hooks.drained();
      const row = { cpu: processCpuSeconds(server.pid) - cpuFrom, seconds: (lastAt - startedAt) / 1000 };
      return `${received} deliveries in ${row.seconds.toFixed(1)} s (${Math.round(received / row.seconds)}/s), ${Math.round((row.cpu * 1e6) / received)} µs of server CPU a delivery with its booking`;
    },
  );
  hooks.close();
  await api.close();
  await stopServer(bare);
  await stopServer(server);
  report(rows);
}

function report(rows: Row[]) {
  console.log('\n| case | req/s | p99 ms | share of bare | µs server CPU a request |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const { name, measured, bare } of rows) {
    const share = `${Math.round((rate(measured) / bare) * 100)} %`;
    const cells = [
      Math.round(rate(measured)),
      measured.p99.toFixed(1),
      share,
      Math.round(microseconds(measured)),
    ];
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
  for (const { name, note } of rows) if (note) console.log(`\n${name}: ${note}`);
}

try {
  await main();
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
