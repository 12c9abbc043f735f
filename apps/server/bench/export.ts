import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ExportRow, Memory } from './export-report.ts';
import { seedOrders } from './export-seed.ts';
import { apiClient, callerUserId, createQuotes, payoutAddress, spotPath } from './fixtures.ts';
import { gcTrace } from './gc-trace.ts';
import { measure } from './measure.ts';
import { freePort, type Started, settled, startFlags, startServer } from './processes.ts';
import { profileFlags } from './profile-flags.ts';

/**
 * The `export` case (docs/performance.md): an order export (POST /api/orders/export) of `count` orders
 * written into the SQLite file while the server is stopped, copies of one order booked through the API. The
 * server is started again on core 0 and, from the POST until the export reads `sent`, a small closed loop on
 * core 1 reads spot prices: it times the export to its message in the outbox, samples the server's resident
 * memory every 20 ms from this process, and takes the spot prices' latencies while the export runs.
 */
/** Spot reads during the export: a modest closed loop, so that the export is not starved of the core. */
const spotConnections = 4;

async function stop(server: Started) {
  const stopped = new Promise((done) => server.child.once('exit', done));
  server.child.kill();
  await stopped;
}

/** The process's resident memory in bytes (Linux /proc): VmRSS, its RssAnon and RssFile parts, VmHWM. */
function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const bytes = (name: string) =>
    1024 * Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: bytes('VmRSS'), anon: bytes('RssAnon'), file: bytes('RssFile'), hwm: bytes('VmHWM') };
}

const most = (a: Memory, b: Memory): Memory => ({
  rss: Math.max(a.rss, b.rss),
  anon: Math.max(a.anon, b.anon),
  file: Math.max(a.file, b.file),
  hwm: Math.max(a.hwm, b.hwm),
});

type ExportStatus = {
  status: string;
  rowCount?: number;
  size?: number;
  compressed?: boolean;
  error?: string;
};

export async function exportCase(options: {
  round: number;
  count: number;
  serverDir: string;
  workDir: string;
  warmupMs: number;
  profileDir: string | undefined;
}): Promise<ExportRow> {
  const { round, count, serverDir, workDir, warmupMs, profileDir } = options;
  const key = `sk_sandbox_bench_${randomBytes(24).toString('base64url')}`;
  const dataDir = join(workDir, `export-${round}`);
  const port = await freePort();
  const env = {
    ...process.env,
    CAMBIO_MODE: 'sandbox',
    CAMBIO_DATA_DIR: dataDir,
    CAMBIO_BOOTSTRAP_KEY: key,
    PORT: String(port),
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
  const origin = `http://127.0.0.1:${port}`;

  // First start: migrations, the bootstrap tenant and one real booking, the template of the copies.
  const setup = await start([]);
  const setupApi = apiClient(origin, key);
  const userId = await callerUserId(setupApi);
  const addressId = await payoutAddress(setupApi, userId);
  const [quoteId] = await createQuotes(setupApi, userId, 1);
  await setupApi.call('POST', '/api/orders', { quoteId, settlement: { payout: { addressId } } });
  await setupApi.close();
  await stop(setup);

  const seeding = performance.now();
  const { bodyBytes } = seedOrders(join(dataDir, 'cambio.sqlite'), count);
  console.log(
    `  export: ${count} orders copied in ${((performance.now() - seeding) / 1000).toFixed(1)} s (body ${bodyBytes} bytes), starting the server on them`,
  );
  const gc = gcTrace();
  const server = await start(['--trace-gc', ...profileFlags(profileDir)], gc.line);
  const api = apiClient(origin, key);
  await settled(server.pid);

  let result: Omit<ExportRow, 'spot'> | undefined;
  let failure: unknown;
  const run = async (): Promise<Omit<ExportRow, 'spot'>> => {
    const before = memoryOf(server.pid);
    let peak = before;
    let samples = 0;
    const sampler = setInterval(() => {
      peak = most(peak, memoryOf(server.pid));
      samples++;
    }, 20);
    try {
      const postedAt = Date.now();
      const posted = performance.now();
      const { exportId } = await api.call<{ exportId: string }>('POST', '/api/orders/export', {
        email: 'finance@example.com',
      });
      let runningMs = Number.NaN;
      let state: ExportStatus;
      for (;;) {
        state = await api.call<ExportStatus>('GET', `/api/orders/exports/${exportId}`);
        if (state.status === 'running' && Number.isNaN(runningMs)) runningMs = performance.now() - posted;
        if (state.status === 'sent' || state.status === 'failed') break;
        await new Promise((done) => setTimeout(done, 20));
      }
      const sentMs = performance.now() - posted;
      clearInterval(sampler);
      const after = memoryOf(server.pid);
      peak = most(peak, after);
      if (state.status !== 'sent') throw new Error(`export: ${state.status}: ${state.error ?? ''}`);
      const eml = statSync(join(dataDir, 'outbox', `eml_${exportId.slice(exportId.indexOf('_') + 1)}.eml`));
      return {
        round,
        seeded: count,
        rows: state.rowCount ?? 0,
        runningMs,
        outboxMs: eml.mtimeMs - postedAt,
        sentMs,
        attachmentBytes: state.size ?? 0,
        compressed: state.compressed ?? false,
        messageBytes: eml.size,
        before,
        peak,
        after,
        samples,
      };
    } finally {
      clearInterval(sampler);
    }
  };
  // The spot loop's warm-up runs before the POST; its timed run from the POST until `sent`.
  const spot = await measure(
    {
      origin,
      connections: spotConnections,
      durationMs: 600_000,
      warmupMs,
      headers: { 'x-api-key': key },
      requests: [{ method: 'GET', path: spotPath }],
      cycle: true,
    },
    server.pid,
    {
      workDir,
      cwd: serverDir,
      gc,
      onStarted: (stopLoad) => {
        run()
          .then((value) => {
            result = value;
          })
          .catch((error: unknown) => {
            failure = error;
          })
          .finally(stopLoad);
      },
    },
  );
  await api.close();
  await stop(server);
  // Its 100,000 orders would stay in the page cache while the other cases run.
  rmSync(dataDir, { recursive: true, force: true });
  if (failure) throw failure;
  if (!result) throw new Error('export: the spot loop ended before the export');
  const wrong = Object.entries(spot.statuses).filter(([status]) => status !== '200');
  if (wrong.length > 0 || spot.errors > 0) {
    throw new Error(`export: spot reads answered ${JSON.stringify(spot.statuses)}, ${spot.errors} errors`);
  }
  return { ...result, spot };
}
