import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startLocalWorker } from '../../../packages/contract-tests/src/setup/local-worker.ts';
import {
  apiClient,
  bookingRequests,
  callerUserId,
  createQuotes,
  orderIds,
  payoutAddress,
  spotPath,
} from './fixtures.ts';
import type { LoadSpec } from './load.ts';
import { measure } from './measure.ts';
import { startCambio, stopServer } from './processes.ts';

/**
 * `npm run bench:edge` (docs/performance.md, docs/deploying.md): the p50 of each case, one request at a time,
 * on the Node server (`npm start`'s entry) and on the Worker in workerd with its local D1 (wrangler's local
 * mode, as the contract suite runs it), in one run. What it shows is the cost of the Worker's D1 round trips
 * (each a call to the local D1 here; a network round trip on Cloudflare). BENCH_REQUESTS per case (300).
 */
const count = Number(process.env.BENCH_REQUESTS ?? 300) || 300;
const serverDir = resolve(import.meta.dirname, '..');
const workDir = mkdtempSync(join(tmpdir(), 'cambio-bench-edge-'));
const cases = [
  'no key (401)',
  'spot price',
  'order read',
  'quote',
  'booking',
  'booking with Idempotency-Key',
  'order list',
] as const;

/** Each case's p50 (ms) against the sandbox server at `origin`, whose process is `pid` (its CPU is not reported). */
async function p50s(origin: string, key: string, pid: number): Promise<number[]> {
  const api = apiClient(origin, key);
  const userId = await callerUserId(api);
  const addressId = await payoutAddress(api, userId);
  const quoteBody = {
    userId,
    country: 'MX',
    origin: { asset: 'MXN', amount: 1000 },
    destination: { asset: 'USDC', network: 'polygon' },
  };
  const bookings = bookingRequests(await createQuotes(api, userId, count), addressId);
  const keyed = bookingRequests(await createQuotes(api, userId, count), addressId).map((request) => ({
    ...request,
    headers: { 'Idempotency-Key': randomUUID() },
  }));
  const repeat = (request: LoadSpec['requests'][number]) => Array.from({ length: count }, () => request);
  const run = async (
    requests: LoadSpec['requests'],
    headers: Record<string, string> = { 'x-api-key': key },
  ) => {
    const spec = { origin, connections: 1, durationMs: 600_000, warmupMs: 0, cycle: false };
    const measured = await measure(
      { ...spec, requests, headers: { 'content-type': 'application/json', ...headers } },
      pid,
      { workDir, cwd: serverDir },
    );
    return measured.p50;
  };
  const results = [
    await run(repeat({ method: 'GET', path: '/api/orders' }), {}),
    await run(repeat({ method: 'GET', path: spotPath })),
    0,
    await run(repeat({ method: 'POST', path: '/api/quotes', body: JSON.stringify(quoteBody) })),
    await run(bookings),
    await run(keyed),
    await run(repeat({ method: 'GET', path: '/api/orders?limit=20' })),
  ];
  const [orderId] = await orderIds(api, 1);
  results[2] = await run(repeat({ method: 'GET', path: `/api/orders/${orderId}` }));
  await api.close();
  return results;
}

async function nodeP50s(): Promise<number[]> {
  const { server, key, origin } = await startCambio(serverDir, join(workDir, 'data'));
  try {
    return await p50s(origin, key, server.pid);
  } finally {
    await stopServer(server);
  }
}

async function workerP50s(): Promise<number[]> {
  const worker = await startLocalWorker();
  try {
    return await p50s(worker.baseUrl, worker.bootstrapKey, process.pid);
  } finally {
    await worker.dispose();
  }
}

try {
  const node = await nodeP50s();
  const worker = await workerP50s();
  console.log('| request | Node p50 (ms) | Worker p50 (ms) | Worker / Node |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [index, name] of cases.entries()) {
    const [n = 0, w = 0] = [node[index], worker[index]];
    console.log(`| ${name} | ${n.toFixed(2)} | ${w.toFixed(2)} | ${(w / n).toFixed(1)} |`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
