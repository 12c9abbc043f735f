// The cases on the server loaded from core 1 (all but `deliveries`): spot price, order creation (plain and
// webhooked) and order read, each bracketed by runs of a bare node:http server.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
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
import { freePort, settled, startFlags, startServer } from './processes.ts';
import { profileFlags } from './profile-flags.ts';
import { arrivals, type Receiver } from './receipts.ts';
import { type Row, rate, type WebhookedRow } from './report.ts';
import {
  cases,
  connections,
  durationMs,
  profileDir,
  rounds,
  serverDir,
  warmupMs,
  workDir,
} from './settings.ts';

export type ReceiverProcess = { client: Receiver; pid: number };

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

function failures(result: LoadResult, expected: number): string {
  const wrong = Object.entries(result.statuses).filter(([status]) => Number(status) !== expected);
  const parts = wrong.map(([status, count]) => `${count}× ${status}`);
  if (result.errors > 0) parts.push(`${result.errors} errors`);
  return parts.join(', ');
}
/** The cases on the server loaded from core 1 (all but `deliveries`), with their bare runs. */
export async function loadCases(
  receiver: ReceiverProcess | undefined,
  rows: Row[],
  webhookedRows: WebhookedRow[],
) {
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
    nodeArgs: [...startFlags(serverDir), '--trace-gc', ...profileFlags(profileDir)],
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
