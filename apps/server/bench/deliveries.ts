import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { apiClient, callerUserId, createQuotes, payoutAddress, registerWebhook } from './fixtures.ts';
import { type GcFigures, gcTrace } from './gc-trace.ts';
import {
  freePort,
  machineBusySeconds,
  processCpuSeconds,
  type Started,
  settled,
  startFlags,
  startServer,
} from './processes.ts';
import { profileFlags } from './profile-flags.ts';
import { arrivals, type Receiver } from './receipts.ts';
import type { ReceiptStats } from './receiver.ts';

/**
 * The `deliveries` case (docs/performance.md): a queue of `count` webhook deliveries drained by a server
 * started on it, into the receiver on the load's core. The events are written into the SQLite file while the
 * server is stopped (20,000 through the API would take longer than the case), after a registration and one
 * booking through the API, each with the delivery jobs the server inserts with an event (insertDeliveries).
 */
export type DeliveriesRow = {
  round: number;
  queued: number;
  stats: ReceiptStats;
  /** Epoch ms: the server spawned, ready (its "server on" line), and when every delivery was seen. */
  startedAt: number;
  readyAt: number;
  doneAt: number;
  /** Shares of a core from ready to done. */
  serverCpu: number;
  receiverCpu: number;
  otherCpu: number;
  /** Server CPU from ready until it settled after the last delivery, a delivery. */
  microsecondsPerDelivery: number;
  gc: GcFigures;
};

type Options = {
  round: number;
  count: number;
  serverDir: string;
  workDir: string;
  receiver: Receiver;
  receiverPid: number;
  profileDir: string | undefined;
};

async function stop(server: Started) {
  const stopped = new Promise((done) => server.child.once('exit', done));
  server.child.kill();
  await stopped;
}

/** Copies the booking's `order.created` event `count` times, all created now; returns that instant. */
function queueEvents(file: string, count: number): number {
  const db = new Database(file);
  try {
    const template = db
      .prepare(
        "select broker_id, user_id, type, event, data, details from events where event = 'order.created' limit 1",
      )
      .get() as Record<string, string | null> | undefined;
    if (!template) throw new Error('deliveries: the booking wrote no order.created event');
    const createdAt = new Date().toISOString();
    const insert = db.prepare(
      'insert into events (id, broker_id, user_id, type, event, data, details, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    // As src/db/deliveries-queries.ts insertDeliveries does for the server's own events.
    const deliver = db.prepare(
      "insert into jobs (id, kind, subject_id, target_id, due_at, status, attempts, created_at, updated_at) select 'job_' || substr(?1, 5) || '_' || substr(id, 5), 'webhook.deliver', ?1, id, ?2, 'pending', 0, ?2, ?2 from webhooks where user_id = ?3 and type = ?4 and disabled_at is null",
    );
    const { broker_id, user_id, type, event, data, details } = template;
    db.transaction(() => {
      for (let index = 0; index < count; index++) {
        const id = `evt_bench${String(index).padStart(17, '0')}`;
        insert.run(id, broker_id, user_id, type, event, data, details, createdAt);
        deliver.run(id, createdAt, user_id, type);
      }
    })();
    const { pending } = db
      .prepare("select count(*) as pending from jobs where kind = 'webhook.deliver' and status = 'pending'")
      .get() as { pending: number };
    if (pending !== count) throw new Error(`deliveries: ${count} events made ${pending} delivery jobs`);
    return Date.parse(createdAt);
  } finally {
    db.close();
  }
}

export async function deliveriesCase(options: Options): Promise<DeliveriesRow> {
  const { round, count, serverDir, workDir, receiver, receiverPid, profileDir } = options;
  const key = `sk_sandbox_bench_${randomBytes(24).toString('base64url')}`;
  const dataDir = join(workDir, `deliveries-${round}`);
  const env = {
    ...process.env,
    CAMBIO_MODE: 'sandbox',
    CAMBIO_DATA_DIR: dataDir,
    CAMBIO_BOOTSTRAP_KEY: key,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
  };
  const start = (nodeArgs: string[], onLine?: (line: string) => void) =>
    startServer('src/node/main.ts', {
      core: 0,
      cwd: serverDir,
      env,
      ready: /server on/,
      nodeArgs: [...startFlags(serverDir), ...nodeArgs],
      ...(onLine ? { onLine } : {}),
    });

  // First start: migrations, the bootstrap tenant, the registration, and one booking whose delivery shows the
  // way to the receiver works before anything is timed.
  await receiver.reset();
  const setup = await start([]);
  const api = apiClient(`http://127.0.0.1:${env.PORT}`, key);
  const userId = await callerUserId(api);
  const addressId = await payoutAddress(api, userId);
  await registerWebhook(api, userId, receiver.url);
  const [quoteId] = await createQuotes(api, userId, 1);
  await api.call('POST', '/api/orders', { quoteId, settlement: { payout: { addressId } } });
  const { received } = await arrivals(receiver, { expected: 1, quietMs: 10_000 });
  if (received !== 1) throw new Error(`deliveries: the booking's delivery did not arrive (${received})`);
  await api.close();
  await stop(setup);

  queueEvents(join(dataDir, 'cambio.sqlite'), count);
  await receiver.reset();
  console.log(`  deliveries: ${count} queued, starting the server on them`);
  const gc = gcTrace();
  const startedAt = Date.now();
  const server = await start(['--trace-gc', ...profileFlags(profileDir)], gc.line);
  const readyAt = Date.now();
  gc.take();
  const at = {
    server: processCpuSeconds(server.pid) ?? Number.NaN,
    receiver: processCpuSeconds(receiverPid) ?? Number.NaN,
    machine: machineBusySeconds() ?? Number.NaN,
  };
  // A first delivery waits for the server's poll (0.1 s); the whole queue, at 1,000 a second, 20 s.
  const done = await arrivals(receiver, { expected: count, quietMs: 30_000, timeoutMs: 600_000 });
  const seconds = (done.at - readyAt) / 1000;
  const used = {
    server: (processCpuSeconds(server.pid) ?? Number.NaN) - at.server,
    receiver: (processCpuSeconds(receiverPid) ?? Number.NaN) - at.receiver,
    machine: (machineBusySeconds() ?? Number.NaN) - at.machine,
  };
  const figures = gc.take();
  // The commits after the last delivery (its attempt record) and the checkpoints of the queue's writes are
  // part of what the deliveries cost.
  await settled(server.pid);
  const settledCpu = (processCpuSeconds(server.pid) ?? Number.NaN) - at.server;
  const stats = await receiver.stats();
  await stop(server);
  // Its 20,000 events, jobs and attempts would stay in the page cache while the other cases run.
  rmSync(dataDir, { recursive: true, force: true });
  return {
    round,
    queued: count,
    stats,
    startedAt,
    readyAt,
    doneAt: done.at,
    serverCpu: used.server / seconds,
    receiverCpu: used.receiver / seconds,
    otherCpu: Math.max(0, (used.machine - used.server - used.receiver) / seconds),
    microsecondsPerDelivery: (settledCpu * 1e6) / Math.max(1, stats.received),
    gc: figures,
  };
}

const percent = (value: number) => (Number.isFinite(value) ? `${Math.round(value * 100)} %` : 'n/a');

export function deliveriesTable(rows: DeliveriesRow[], rounds: number): string {
  const lines = [
    '| case | deliveries | first→last s | deliveries/s | start→last s | deliveries/s from start | lag p50 ms | lag p99 ms | server CPU | µs CPU/delivery | GC pauses | full GCs | receiver CPU | other CPU | notes |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const { stats } = row;
    const span = (stats.lastAt - stats.firstAt) / 1000;
    const fromStart = (stats.lastAt - row.startedAt) / 1000;
    const notes = [
      rounds > 1 ? `round ${row.round}` : '',
      `ready ${((row.readyAt - row.startedAt) / 1000).toFixed(1)} s after start, first receipt ${stats.firstAt - row.readyAt} ms after ready`,
      stats.received < row.queued ? `only ${stats.received} of ${row.queued} arrived` : '',
      stats.duplicates > 0 ? `${stats.duplicates} duplicates` : '',
      stats.malformed > 0 ? `${stats.malformed} malformed` : '',
    ];
    const cells = [
      'webhook deliveries',
      stats.received.toLocaleString('en'),
      span.toFixed(2),
      Math.round(stats.received / span).toLocaleString('en'),
      fromStart.toFixed(2),
      Math.round(stats.received / fromStart).toLocaleString('en'),
      Math.round(stats.lagP50).toLocaleString('en'),
      Math.round(stats.lagP99).toLocaleString('en'),
      percent(row.serverCpu),
      Math.round(row.microsecondsPerDelivery),
      `${percent(row.gc.pauseMs / (row.doneAt - row.readyAt))}, longest ${row.gc.longestMs.toFixed(1)} ms`,
      row.gc.full,
      percent(row.receiverCpu),
      percent(row.otherCpu),
      notes.filter(Boolean).join('; '),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
