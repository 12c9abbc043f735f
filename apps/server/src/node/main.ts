import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { jobHandlers } from '../domain/jobs/handlers.ts';
import { runDueJobs } from '../domain/jobs/job-queue.ts';
import { runDueDeliveries } from '../domain/webhooks/delivery-runner.ts';
import { inArrivalOrder } from './arrival-order.ts';
import { createNodeRuntime } from './runtime.ts';

// The embedded default: `npm start` serves the API on a SQLite file under ./data (CAMBIO_DATA_DIR). It runs
// Node with a 32 MB young generation (`--max-semi-space-size=32`, package.json) instead of V8's 16 MB: under
// the benchmark's bookings the young collections paused the server for 1-2 % of the run instead of 4 %, and a
// booking took 1-2 % less CPU (two servers loaded at once, README "Benchmark"). A flag, not code: V8 sizes
// the young generation when the process starts.
const env = process.env;
const port = Number(env.PORT ?? 8787);
const dataDir = env.CAMBIO_DATA_DIR ?? 'data';
const { app, bootstrap, deps, store } = await createNodeRuntime({ dataDir, env });

// Writes 24 at a time: of 8, 12, 16, 24, 32 and 40, the fewest µs a booking and the lowest p99 at 50
// connections (alternating benchmark runs, README "Benchmark"). A request holds its place 50 ms at most,
// whatever it waits on, so that a slow upload cannot hold the others back; a booking takes a few ms. Reads go
// straight in: admitted, the spot price cost 10-20 µs more a request, and they make no group commit.
const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const admitWrite = inArrivalOrder(app.fetch, { limit: 24, holdMs: 50 });
let lastRequestAt = Number.NEGATIVE_INFINITY;
const fetch: typeof app.fetch = (request, ...rest) => {
  lastRequestAt = performance.now();
  return writes.has(request.method) ? admitWrite(request, ...rest) : app.fetch(request, ...rest);
};
const server = serve({ fetch, port, hostname: env.HOST ?? '127.0.0.1' }, (info) => {
  const base = `http://${info.address}:${info.port}`;
  console.log(`cambio ${deps.config.mode} server on ${base} (data in ${resolve(dataDir, 'cambio.sqlite')})`);
  console.log(`  API reference: ${base}/docs   document: ${base}/openapi.json`);
  if (bootstrap) {
    console.log(
      '\nFirst start: created a sandbox broker and its caller user. Keys (shown once, store them now):',
    );
    for (const key of bootstrap.keys) console.log(`  ${key.role.padEnd(16)} ${key.key}`);
    console.log(`\nTry: curl -H "x-api-key: ${bootstrap.keys[0]?.key}" ${base}/api/users`);
  }
});

// The job runner of the Node runtime: order steps, expiries and purges come due on the service clock.
let running = false;
const jobLoop = setInterval(() => {
  if (running) return;
  running = true;
  runDueJobs(deps, jobHandlers, 100)
    .catch((error) => deps.logger.error({ error: String(error) }, 'job runner failed'))
    .finally(() => {
      running = false;
    });
}, 1000).unref();

// Webhook deliveries: looked for every 0.1 s (an empty partial index when none are due), and without a pause
// while more are due. They yield to API requests: while requests keep arriving (one in the last 50 ms), one
// batch of at most 32 a tick, sent at once so that their commits share the requests' transactions, and the
// backlog drains when the requests pause (README, Benchmark: bookings with a registration). A delivery stopped
// mid-way by a crash is sent again after its claim runs out.
let stopping = false;
let delivering: Promise<void> | undefined;
const deliveryLoop = setInterval(() => {
  if (delivering) return;
  const busy = () => performance.now() - lastRequestAt < 50;
  const drain = async () => {
    if (busy()) await runDueDeliveries(deps, { limit: 32 });
    else while (!stopping && !busy() && (await runDueDeliveries(deps, { limit: 200 })).ran > 0);
  };
  delivering = drain()
    .catch((error) => deps.logger.error({ error: String(error) }, 'delivery runner failed'))
    .finally(() => {
      delivering = undefined;
    });
}, 100).unref();

// A stop signal lets requests and deliveries in flight finish (a delivery takes 10 s at most) and closes the
// database cleanly (its WAL checkpointed).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(jobLoop);
    clearInterval(deliveryLoop);
    stopping = true;
    server.close(async () => {
      await delivering;
      store.close();
      process.exit(0);
    });
    // Keep-alive connections would hold the server open; they carry no request once closeIdleConnections runs.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}
