import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAdaptorServer } from '@hono/node-server';
import { type AppConfig, isConfigError, parseConfig } from '../config.ts';
import { jobHandlers } from '../domain/jobs/handlers.ts';
import { runDueJobs } from '../domain/jobs/job-queue.ts';
import { runDueDeliveries } from '../domain/webhooks/delivery-runner.ts';
import { answerClientError } from './client-error.ts';
import { commandNames } from './command-names.ts';
import { createNodeRuntime } from './runtime.ts';

// The embedded default: `npm start` (or `cambio start`, cambio.ts) serves the API on a SQLite file under ./data
// (CAMBIO_DATA_DIR), with a 32 MB young generation (`--max-semi-space-size=32`, package.json): fewer young
// collections under bookings.
//
// Start: the settings, then the port, and only then the data folder, so that a start that cannot listen
// creates nothing (a first start's keys are made only when they can be printed). Stop (SIGINT, SIGTERM): no
// new connections; requests, jobs and deliveries in flight finish (10 s at most); the database is closed.
const stopWaitMs = 10_000;

/** A reason not to start, in one line of its own (no stack trace), and exit code 1. */
function refuse(reason: string): never {
  console.error(`cambio: ${reason}`);
  process.exit(1);
}

// A stop signal while starting is kept for when the server is up: the keys of a first start are printed first.
let stopRequested: NodeJS.Signals | undefined;
let stop: ((signal: NodeJS.Signals) => void) | undefined;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      console.log(`cambio: ${signal} again, stopping at once`);
      process.exit(1);
    }
    if (stop) stop(signal);
    else stopRequested ??= signal;
  });
}

let config: AppConfig;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (isConfigError(error)) refuse(error.message);
  throw error;
}
const { port, host, dataDir } = config;

// Requests that arrive while the data is being opened wait for the app.
type Fetch = Awaited<ReturnType<typeof createNodeRuntime>>['app']['fetch'];
let appReady: (fetch: Fetch) => void = () => undefined;
const app = new Promise<Fetch>((resolve) => {
  appReady = resolve;
});
let serveRequest: Fetch = async (request, ...rest) => (await app)(request, ...rest);
// Node's HTTP/1 server (createAdaptorServer's default). A request, headers and body, must arrive within
// CAMBIO_REQUEST_TIMEOUT_SECONDS (30 by default, Node's own is 300), else 408 through clientError: a slow
// sender holds a connection and its memory for seconds, not minutes. Node looks every second, not every 30.
const timeoutMs = config.requestTimeoutSeconds * 1000;
const server = createAdaptorServer({
  fetch: (request, ...rest) => serveRequest(request, ...rest),
  hostname: host,
  serverOptions: { requestTimeout: timeoutMs, headersTimeout: timeoutMs, connectionsCheckingInterval: 1000 },
}) as Server;
let logRefusal: Parameters<typeof answerClientError>[0] = () => undefined;
server.on(
  'clientError',
  answerClientError((details) => logRefusal(details)),
);

const listening = await new Promise<AddressInfo | NodeJS.ErrnoException>((resolve) => {
  server.once('error', resolve);
  server.listen(port, host, () => resolve(server.address() as AddressInfo));
});
if (listening instanceof Error) refuse(listenProblem(listening));

function listenProblem(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `port ${port} on ${host} is already in use (PORT=${port}): stop the program using it or set PORT to a free port; nothing was created`;
    case 'EACCES':
      return `not allowed to listen on port ${port} (PORT=${port}): set PORT to a port above 1023`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `cannot listen on ${host} (HOST=${host}): not an address of this machine`;
    default:
      return `cannot listen on ${host} port ${port} (HOST, PORT): ${error.message}`;
  }
}

let runtime: Awaited<ReturnType<typeof createNodeRuntime>>;
try {
  runtime = await createNodeRuntime({ dataDir, config });
} catch (error) {
  server.close();
  refuse(`cannot open the data in ${resolve(dataDir)}: ${error instanceof Error ? error.message : error}`);
}
const { bootstrap, deps, store } = runtime;

// Printed right after the commit that made them, nothing between that can fail: keys are never made unseen.
// An IPv6 address goes in brackets in a URL (`HOST=::` prints http://[::]:8787).
const base = `http://${listening.family === 'IPv6' ? `[${listening.address}]` : listening.address}:${listening.port}`;
console.log(`cambio ${config.mode} server on ${base} (data in ${resolve(dataDir, 'cambio.sqlite')})`);
console.log(`  API reference: ${base}/docs   document: ${base}/openapi.json   health: ${base}/api/health`);
for (const migration of store.appliedMigrations) console.log(`  applied migration ${migration}`);
if (bootstrap) {
  console.log(
    '\nFirst start: created a sandbox broker and its caller user. Keys (shown once, store them now):',
  );
  for (const key of bootstrap.keys) console.log(`  ${key.role.padEnd(16)} ${key.key}`);
  console.log(`\nTry: curl -H "x-api-key: ${bootstrap.keys[0]?.key}" ${base}/api/users`);
  console.log(`Lost them? ${commandNames().keys} --help (README, "API keys") makes new ones.`);
}
if (runtime.awaitingInit) {
  console.log(
    `\nProduction database without a broker: make the first broker, its operator user and live key with\n  CAMBIO_MODE=production ${commandNames().keys} init --help   (docs/deploying.md, "Production")`,
  );
}

logRefusal = (details) => deps.logger.warn(details, 'request refused by the HTTP parser');

// The app's fetch, the time of the last request noted.
let lastRequestAt = Number.NEGATIVE_INFINITY;
const fetch: Fetch = (request, ...rest) => {
  lastRequestAt = performance.now();
  return runtime.app.fetch(request, ...rest);
};
serveRequest = fetch;
appReady(fetch);

// The job runner of the Node runtime: order steps, expiries and purges come due on the service clock.
let jobsRunning: Promise<void> | undefined;
const jobLoop = setInterval(() => {
  if (jobsRunning) return;
  jobsRunning = runDueJobs(deps, jobHandlers, 100)
    .then(() => undefined)
    .catch((error) => deps.logger.error({ error: String(error) }, 'job runner failed'))
    .finally(() => {
      jobsRunning = undefined;
    });
}, 1000).unref();

// Webhook deliveries: looked for every 0.1 s (an empty partial index when none are due), and without a pause
// while more are due. They yield to API requests: while requests keep arriving (one in the last 50 ms), one
// batch of at most 32 a tick, and the backlog drains when the requests pause. A delivery stopped mid-way by a
// crash is sent again after its claim runs out.
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

stop = async (signal) => {
  stopping = true;
  const started = performance.now();
  clearInterval(jobLoop);
  clearInterval(deliveryLoop);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive connection holds the server open: each is closed as soon as it carries no request.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  const finished = Promise.all([closed, delivering, jobsRunning]).then(() => true);
  const inTime = await Promise.race([finished, sleep(stopWaitMs, false)]);
  clearInterval(idle);
  if (!inTime) server.closeAllConnections();
  store.close();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    inTime
      ? `cambio stopped (${signal}) in ${seconds} s: requests and jobs in flight finished, database closed`
      : `cambio stopped (${signal}) after waiting ${seconds} s: unfinished requests cut, database closed`,
  );
  process.exit(inTime ? 0 : 1);
};
if (stopRequested) stop(stopRequested);
