import { rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { type DeliveriesRow, deliveriesCase } from './deliveries.ts';
import { exportCase } from './export.ts';
import type { ExportRow } from './export-report.ts';
import { loadCases, type ReceiverProcess } from './load-cases.ts';
import { canPin, freePort, startServer } from './processes.ts';
import { receiverClient } from './receipts.ts';
import { type Row, report, type WebhookedRow } from './report.ts';
import {
  cases,
  connections,
  deliveryCount,
  durationMs,
  exportOrders,
  profileDir,
  rounds,
  serverDir,
  warmupMs,
  workDir,
} from './settings.ts';

/**
 * The load benchmark (docs/performance.md): the real Node entry on a fresh SQLite file and a bare node:http
 * server, both on core 0, loaded from a separate process on core 1. Not part of `npm test`.
 * Settings: BENCH_DURATION (seconds per case, 10), BENCH_CONNECTIONS (50), BENCH_ROUNDS (1), BENCH_WARMUP (2),
 * BENCH_CASES (some of `spot,create,read,deliveries,create-webhooked,export`; all by default),
 * BENCH_DELIVERIES (the deliveries case's queue, 20000), BENCH_EXPORT_ORDERS (the export case's orders, 100000),
 * BENCH_PROFILE (a directory: the server writes a V8 CPU profile there when it stops, to open in Chrome
 * DevTools), BENCH_HEAP_PROFILE (a directory for a sampling heap profile of the objects the server promoted to
 * its old generation, bench/promoted-objects.mjs; it slows the server). The server runs with --trace-gc, whose
 * lines give the GC columns. The two webhook cases deliver to a receiver process on core 1 (receiver.ts):
 * `deliveries` drains a queue of deliveries with a server of its own (deliveries.ts), `create-webhooked` is the
 * booking case with an `orders` registration of the booking user, after the plain cases, and deleted after it.
 * `export` mails an export of orders written into a server's file while it was stopped, with spot reads during
 * it (export.ts).
 */
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

  report(deliveryRows, exportRows, rows, webhookedRows);
}

try {
  await main();
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
