import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DeliveriesRow, deliveriesCase, deliveriesTable } from './deliveries.ts';
import { type ExportRow, exportCase, exportTable } from './export.ts';
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
import { gcTrace } from './gc-trace.ts';
import type { LoadResult, LoadSpec } from './load.ts';
import { type Measured, measure } from './measure.ts';
import { canPin, freePort, settled, startFlags, startServer } from './processes.ts';
import { arrivals, type Receiver, receiverClient } from './receipts.ts';
import type { ReceiptStats } from './receiver.ts';

/**
 * The load benchmark (README "Benchmark"): the real Node entry on a fresh SQLite file and a bare node:http
 * server, both on core 0, loaded from a separate process on core 1. Not part of `npm test`.
 * Settings: BENCH_DURATION (seconds per case, 10), BENCH_CONNECTIONS (50), BENCH_ROUNDS (1), BENCH_WARMUP (2),
 * BENCH_CASES (some of `spot,create,read,deliveries,create-webhooked,export`; all by default),
 * BENCH_DELIVERIES (the deliveries case's queue, 20000), BENCH_EXPORT_ORDERS (the export case's orders, 100000),
 * BENCH_PROFILE (a directory: the server writes a V8 CPU profile there when it stops, to open in Chrome
 * DevTools). The server runs with --trace-gc, whose lines give the GC columns. The two webhook cases deliver to a
 * receiver process on core 1 (receiver.ts): `deliveries` drains a queue of deliveries with a server of its own
 * (deliveries.ts), `create-webhooked` is the booking case with an `orders` registration of the booking user,
 * after the plain cases, and deleted after it. `export` mails an export of orders written into a server's file
 * while it was stopped, with spot reads during it (export.ts).
 */
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback) || fallback;
const durationMs = setting('BENCH_DURATION', 10) * 1000;
const warmupMs = setting('BENCH_WARMUP', 2) * 1000;
const connections = setting('BENCH_CONNECTIONS', 50);
const rounds = setting('BENCH_ROUNDS', 1);
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const deliveryCount = setting('BENCH_DELIVERIES', 20_000);
const exportOrders = setting('BENCH_EXPORT_ORDERS', 100_000);
const knownCases = ['spot', 'create', 'read', 'deliveries', 'create-webhooked', 'export'];
// All six by default: about three minutes (the five before `export` 2 min 52 s measured, `export` about 15 s);
// `spot,create,read` is the run before webhooks.
const cases = new Set(
  (process.env.BENCH_CASES ?? knownCases.join(',')).split(',').map((name) => name.trim()),
);
const unknown = [...cases].filter((name) => !knownCases.includes(name));
if (unknown.length > 0)
  throw new Error(`BENCH_CASES: unknown ${unknown.join(', ')} (known: ${knownCases.join(', ')})`);
// After the check of BENCH_CASES: a refused setting leaves no directory behind.
const workDir = mkdtempSync(join(tmpdir(), 'cambio-bench-'));
const profileDir = process.env.BENCH_PROFILE ? resolve(process.env.BENCH_PROFILE) : undefined;
/** A bare run has no baseline; a timed case's is the mean rate of the bare runs before and after it. */
type Row = { round: number; name: string; measured: Measured; baseline?: number };
/** The create-webhooked case's deliveries: of the events its timed run made (`stats`), and its plain twin. */
type WebhookedRow = { round: number; measured: Measured; stats: ReceiptStats; plain?: Measured };
type ReceiverProcess = { client: Receiver; pid: number };

/** One timed case of this run, at its connections, its spec file in its work directory. */
const load = (
  spec: Omit<LoadSpec, 'connections'>,
  serverPid: number,
  gc?: ReturnType<typeof gcTrace>,
  helperPid?: number,
) =>
  measure({ ...spec, connections }, serverPid, {
    workDir,
    cwd: serverDir,
    ...(gc ? { gc } : {}),
    ...(helperPid === undefined ? {} : { helperPid }),
  });

const rate = (result: LoadResult) => result.requests / result.seconds;
const percent = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value * 100)} %`);

function failures(result: LoadResult, expected: number): string {
  const wrong = Object.entries(result.statuses).filter(([status]) => Number(status) !== expected);
  const parts = wrong.map(([status, count]) => `${count}× ${status}`);
  if (result.errors > 0) parts.push(`${result.errors} errors`);
  return parts.join(', ');
}

function table(rows: Row[]): string {
  const lines = [
    '| case | req/s | p50 ms | p99 ms | vs bare | server CPU | µs CPU/req | GC pauses | full GCs | load CPU | other CPU | notes |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const { round, name, measured, baseline } of rows) {
    const notes = [
      rounds > 1 ? `round ${round}` : '',
      measured.exhausted ? `all booked in ${measured.seconds.toFixed(1)} s` : '',
      measured.helperCpu === undefined ? '' : `receiver CPU ${percent(measured.helperCpu)}`,
    ];
    const cells = [
      name,
      Math.round(rate(measured)).toLocaleString('en'),
      measured.p50.toFixed(2),
      measured.p99.toFixed(2),
      baseline === undefined ? 'baseline' : percent(rate(measured) / baseline),
      percent(measured.serverCpu),
      measured.serverCpu === undefined ? 'n/a' : Math.round((measured.serverCpu * 1e6) / rate(measured)),
      measured.gc
        ? `${percent(measured.gc.pauseMs / 1000 / measured.seconds)}, longest ${measured.gc.longestMs.toFixed(1)} ms`
        : 'n/a',
      measured.gc ? measured.gc.full : 'n/a',
      percent(measured.clientCpu),
      percent(measured.otherCpu),
      notes.filter(Boolean).join('; '),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

const microseconds = (measured: Measured) =>
  measured.serverCpu === undefined ? Number.NaN : (measured.serverCpu * 1e6) / rate(measured);

function webhookedTable(rows: WebhookedRow[]): string {
  const lines = [
    '| case | bookings/s | vs order creation | µs CPU/booking | vs order creation | bookings | delivered during run | delivered in all | last delivery after run s | lag p50 ms | lag p99 ms | lag max ms | notes |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const { round, measured, stats, plain } of rows) {
    const notes = [
      rounds > 1 ? `round ${round}` : '',
      stats.duplicates > 0 ? `${stats.duplicates} duplicates` : '',
      stats.malformed > 0 ? `${stats.malformed} malformed` : '',
    ];
    const cells = [
      'order creation, webhooked',
      Math.round(rate(measured)).toLocaleString('en'),
      plain ? percent(rate(measured) / rate(plain)) : 'n/a',
      Math.round(microseconds(measured)),
      plain ? percent(microseconds(measured) / microseconds(plain)) : 'n/a',
      measured.requests.toLocaleString('en'),
      stats.receivedBy.toLocaleString('en'),
      stats.received.toLocaleString('en'),
      stats.received === 0 ? 'n/a' : ((stats.lastAt - measured.endedAt) / 1000).toFixed(2),
      Math.round(stats.lagP50).toLocaleString('en'),
      Math.round(stats.lagP99).toLocaleString('en'),
      Math.round(stats.lagMax).toLocaleString('en'),
      notes.filter(Boolean).join('; '),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The cases on the server loaded from core 1 (all but `deliveries`), with their bare runs. */
async function loadCases(receiver: ReceiverProcess | undefined, rows: Row[], webhookedRows: WebhookedRow[]) {
  const key = `sk_sandbox_bench_${randomBytes(24).toString('base64url')}`;
  const [serverPort, barePort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    CAMBIO_MODE: 'sandbox',
    CAMBIO_DATA_DIR: join(workDir, 'data'),
    CAMBIO_BOOTSTRAP_KEY: key,
    PORT: String(serverPort),
    HOST: '127.0.0.1',
  };
  const gc = gcTrace();
  const server = await startServer('src/node/main.ts', {
    core: 0,
    cwd: serverDir,
    env,
    ready: /server on/,
    nodeArgs: [
      ...startFlags(serverDir),
      '--trace-gc',
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
    onLine: gc.line,
  });
  const bare = await startServer('bench/bare-server.ts', {
    core: 0,
    cwd: serverDir,
    env: { ...process.env, PORT: String(barePort) },
    ready: /bare server on/,
  });
  const origin = `http://127.0.0.1:${serverPort}`;
  const api = apiClient(origin, key);
  const userId = await callerUserId(api);
  const addressId = await payoutAddress(api, userId);
  const headers = { 'x-api-key': key, 'content-type': 'application/json' };
  const bookings = (quoteIds: string[]) => bookingRequests(quoteIds, addressId);
  const check = (name: string, result: LoadResult, expected: number) => {
    const wrong = failures(result, expected);
    if (wrong) throw new Error(`${name}: expected only ${expected}, got ${wrong}`);
    return result;
  };

  // The server's checkpointer and garbage collector finish what a case left before a bare run (on the same core).
  const bareRun = async () => {
    await settled(server.pid);
    return check(
      'bare',
      await load(
        {
          origin: `http://127.0.0.1:${barePort}`,
          durationMs,
          warmupMs,
          headers: {},
          requests: [{ method: 'GET', path: '/' }],
          cycle: true,
        },
        bare.pid,
      ),
      200,
    );
  };
  const spot = { origin, durationMs, warmupMs, headers, cycle: true };
  for (let round = 1; round <= rounds; round++) {
    // Bookings consume their quotes: a first untimed run (warm-up) tells how many a timed run needs. All are made
    // before the first bare run, so that the bare runs can bracket the timed cases closely.
    let booking: Omit<LoadSpec, 'connections'> | undefined;
    let webhooked: Omit<LoadSpec, 'connections'> | undefined;
    if (cases.has('create') || cases.has('read') || cases.has('create-webhooked')) {
      const warm = { origin, durationMs: 120_000, warmupMs: 0, headers, cycle: false };
      const warmQuotes = await createQuotes(api, userId, connections * 40);
      const warmRun = check(
        'booking warm-up',
        await load({ ...warm, requests: bookings(warmQuotes) }, server.pid, gc),
        201,
      );
      // In round 1 the warm-up is a fresh process's first booking run: the timed run books up to 3 times as fast.
      const needed = Math.ceil((rate(warmRun) * (warmupMs + durationMs) * 3.5) / 1000) + connections;
      console.log(`  creating ${needed} quotes for each timed booking run`);
      // The timed run starts with the same untimed warm-up as the others: it absorbs the checkpoint and the
      // garbage of the quotes just created, which otherwise land on its first requests.
      const timedBookings = async () => ({
        ...warm,
        durationMs,
        warmupMs,
        requests: bookings(await createQuotes(api, userId, needed)),
      });
      if (cases.has('create') || cases.has('read')) booking = await timedBookings();
      if (cases.has('create-webhooked')) webhooked = await timedBookings();
      // The read case reads the orders booked by the timed run; untimed when only reads are measured.
      if (booking && !cases.has('create')) check('order creation', await load(booking, server.pid, gc), 201);
    }

    // The machine's speed drifts by a fifth within a minute (a virtual machine): each timed case is compared
    // with the mean of the bare runs just before and just after it.
    let before = await bareRun();
    const add = (name: string, measured: Measured, baseline?: number) => {
      rows.push({ round, name, measured, ...(baseline === undefined ? {} : { baseline }) });
      console.log(`  ${name}: ${Math.round(rate(measured))} req/s, p99 ${measured.p99.toFixed(2)} ms`);
    };
    add('bare node:http', before);
    const timed = async (name: string, run: () => Promise<Measured>) => {
      const measured = await run();
      const after = await bareRun();
      add(name, measured, (rate(before) + rate(after)) / 2);
      add('bare node:http', after);
      before = after;
    };

    if (cases.has('spot')) {
      await timed('spot price', async () =>
        check(
          'spot',
          await load({ ...spot, requests: [{ method: 'GET', path: spotPath }] }, server.pid, gc),
          200,
        ),
      );
    }
    if (booking && cases.has('create')) {
      const timedBooking = booking;
      await timed('order creation', async () =>
        check('order creation', await load(timedBooking, server.pid, gc), 201),
      );
    }
    // Right after the plain bookings it is compared with: the machine's drifts and the data grown by later
    // cases weigh on both alike.
    if (webhooked && receiver) {
      const timedBooking = webhooked;
      const plain = rows.find((row) => row.round === round && row.name === 'order creation')?.measured;
      await timed('order creation, webhooked', async () => {
        // Registered only now, so that the plain cases (of every round) run with no registration present.
        const registration = await registerWebhook(api, userId, receiver.client.url);
        await receiver.client.reset();
        const measured = check(
          'order creation, webhooked',
          await load(timedBooking, server.pid, gc, receiver.pid),
          201,
        );
        // The deliveries the run left queued are sent before the next bare run, which shares the server's core.
        await arrivals(receiver.client, { timeoutMs: 300_000 });
        const window = { from: measured.startedAt, to: measured.endedAt, by: measured.endedAt };
        const stats = await receiver.client.stats(window);
        await api.call('DELETE', `/api/webhooks/${registration}`);
        webhookedRows.push({ round, measured, stats, ...(plain ? { plain } : {}) });
        return measured;
      });
    }
    if (cases.has('read')) {
      const ids = await orderIds(api, 5000);
      const reads = ids.map((id) => ({ method: 'GET' as const, path: `/api/orders/${id}` }));
      await timed('order read', async () =>
        check('order read', await load({ ...spot, requests: reads }, server.pid, gc), 200),
      );
    }
  }
  await api.close();
  bare.child.kill();
  const stopped = new Promise((done) => server.child.once('exit', done));
  server.child.kill();
  await stopped;
}

async function main() {
  console.log(
    `cambio benchmark: node ${process.version}, ${availableParallelism()} cores, ${
      canPin ? 'server on core 0, load on core 1 (taskset)' : 'not pinned (no taskset or one core)'
    }, ${connections} connections, ${durationMs / 1000} s per case, load average ${loadavg()[0]?.toFixed(2)}`,
  );
  let receiver: ReceiverProcess | undefined;
  if (cases.has('deliveries') || cases.has('create-webhooked')) {
    // On the load's core: the server's core is the one measured.
    const port = await freePort();
    const started = await startServer('bench/receiver.ts', {
      core: 1,
      cwd: serverDir,
      env: { ...process.env, PORT: String(port) },
      ready: /receiver on/,
    });
    receiver = { client: receiverClient(`http://127.0.0.1:${port}`), pid: started.pid };
  }
  const deliveryRows: DeliveriesRow[] = [];
  for (let round = 1; receiver && cases.has('deliveries') && round <= rounds; round++) {
    const options = { round, count: deliveryCount, serverDir, workDir, profileDir };
    deliveryRows.push(
      await deliveriesCase({ ...options, receiver: receiver.client, receiverPid: receiver.pid }),
    );
  }
  const rows: Row[] = [];
  const webhookedRows: WebhookedRow[] = [];
  if (['spot', 'create', 'read', 'create-webhooked'].some((name) => cases.has(name))) {
    await loadCases(receiver, rows, webhookedRows);
  }
  await receiver?.client.close();
  if (receiver) process.kill(receiver.pid);
  // Last: its 100,000 orders (about 200 MB written and read) are not in the page cache or the disk's queue
  // while the other cases run.
  const exportRows: ExportRow[] = [];
  for (let round = 1; cases.has('export') && round <= rounds; round++) {
    exportRows.push(
      await exportCase({ round, count: exportOrders, serverDir, workDir, warmupMs, profileDir }),
    );
  }

  if (deliveryRows.length > 0) {
    console.log(`\n${deliveriesTable(deliveryRows, rounds)}\n`);
    console.log(
      `deliveries: ${deliveryCount} events written while the server was stopped, all created at one instant\n` +
        '(their createdAt), delivered by the server started on them to the receiver on core 1. deliveries/s: over\n' +
        'the first to the last receipt, and over the server start (spawn) to the last. lag: createdAt to receipt,\n' +
        "so it includes the server's start. CPU: shares of a core from the server's ready line to the last receipt;\n" +
        'µs CPU/delivery: from ready until the server settled after the last receipt.',
    );
  }
  if (exportRows.length > 0) {
    console.log(`\n${exportTable(exportRows, rounds)}\n`);
    console.log(
      `export: ${exportOrders} copies of one booked order written while the server was stopped, exported whole\n` +
        '(POST /api/orders/export) by the server started on them. POST→running seen: the export first seen running\n' +
        '(polled every 20 ms, so late by any stall of the event loop; the job loop looks every second). POST→outbox:\n' +
        "the .eml's last write; rows/s over that. RSS: VmRSS sampled every 20 ms, its peak growth over the value just\n" +
        'before the POST (target under 64 MB), and the peak growths of its parts: anonymous memory (heaps, buffers)\n' +
        "and file pages mapped (SQLite's file, mmap up to 256 MB); VmHWM before the POST → after. Spot reads: 4\n" +
        'connections from core 1 from the POST until the export was seen sent (target p99 under 20 ms); server CPU,\n' +
        'GC, load and other CPU over the same span.',
    );
  }
  if (rows.length > 0) {
    console.log(`\n${table(rows)}\n`);
    console.log(
      'vs bare: req/s as a share of the mean of the bare node:http runs just before and after. CPU: share of one core\n' +
        'used by the server (and per request), by the load generator, and by other processes on the machine\n' +
        'during the timed run; other processes on the server core lower every figure but the CPU per request.\n' +
        "GC: the server's garbage collection pauses as a share of the run, the longest, and the full (mark-compact)\n" +
        'collections, from its --trace-gc lines.',
    );
  }
  if (webhookedRows.length > 0) {
    console.log(`\n${webhookedTable(webhookedRows)}\n`);
    console.log(
      'create-webhooked: the booking case with an orders registration of the booking user delivering to the\n' +
        "receiver on core 1; vs order creation: its rate and µs of server CPU a booking as shares of the same round's\n" +
        'plain booking run. Deliveries of the events the timed run made (by createdAt): received before the run\n' +
        'ended, and in all (the case waits for the last before the next bare run); lag: createdAt to receipt.',
    );
  }
  const busy = [
    ...deliveryRows
      .filter((row) => row.otherCpu > 0.25)
      .map((row) => ({ ...row, name: 'webhook deliveries' })),
    ...rows.filter((row) => (row.measured.otherCpu ?? 0) > 0.25),
    ...exportRows
      .filter((row) => (row.spot.otherCpu ?? 0) > 0.25)
      .map((row) => ({ ...row, name: 'order export' })),
  ];
  if (busy.length > 0) {
    const cases = busy.map((row) => `${row.name}${rounds > 1 ? ` (round ${row.round})` : ''}`).join(', ');
    console.log(
      `\nWarning: other processes took over a quarter of a core during ${cases}; run again on a quiet machine.`,
    );
  }
  if (profileDir) console.log(`\nServer CPU profile written to ${profileDir}`);
}

try {
  await main();
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
