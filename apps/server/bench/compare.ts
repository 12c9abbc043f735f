import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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
import { type Measured, measure, microseconds } from './measure.ts';
import { startCambio } from './processes.ts';

/**
 * Two builds of the server compared by the CPU a request costs (docs/performance.md): `npm run bench:compare --
 * <baseline> <candidate>`, each the `apps/server` directory of a checkout with its dependencies installed, run
 * with its own `npm start` flags. Both servers share core 0 and are loaded at once from core 1, so that the
 * machine's drifts in speed (a fifth within a minute here) weigh on both alike. Each round starts both afresh,
 * the first in turn. Prints each round's µs of server CPU a request and the candidate's share of the baseline's,
 * then the median share. Settings: COMPARE_ROUNDS (6), COMPARE_CASE (`create`, the default; `spot`; `read`:
 * 2,000 orders booked before timing, read by id; `list`: their newest page of 50), BENCH_DURATION (seconds, 6), BENCH_CONNECTIONS (50 to each server). Not part of `npm test`.
 */
// Relative to where `npm run` was typed (INIT_CWD), not to apps/server where the script runs.
const [baselineDir, candidateDir] = process.argv
  .slice(2)
  .map((dir) => resolve(process.env.INIT_CWD ?? '.', dir));
if (!baselineDir || !candidateDir)
  throw new Error('usage: compare.ts <baseline server dir> <candidate server dir>');
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback) || fallback;
const rounds = setting('COMPARE_ROUNDS', 6);
const durationMs = setting('BENCH_DURATION', 6) * 1000;
const connections = setting('BENCH_CONNECTIONS', 50);
const compared = process.env.COMPARE_CASE ?? 'create';
if (!['create', 'spot', 'read', 'list'].includes(compared))
  throw new Error(`COMPARE_CASE: create, spot, read or list, not ${compared}`);
const booking = compared === 'create';
const readOrders = 2000;
const listPath = '/api/orders?limit=50';
const workDir = mkdtempSync(join(tmpdir(), 'cambio-compare-'));

type Build = Awaited<ReturnType<typeof start>>;

async function start(name: string, serverDir: string) {
  const { server, key, origin } = await startCambio(serverDir, join(workDir, name));
  const api = apiClient(origin, key);
  const userId = await callerUserId(api);
  return { serverDir, server, origin, api, userId, addressId: await payoutAddress(api, userId), key };
}

/** The timed load of one build: its bookings of fresh quotes, or the spot price. */
async function specOf(build: Build): Promise<LoadSpec> {
  const headers = { 'x-api-key': build.key, 'content-type': 'application/json' };
  const common = { origin: build.origin, connections, durationMs, warmupMs: 2000, headers };
  if (compared === 'spot') return { ...common, requests: [{ method: 'GET', path: spotPath }], cycle: true };
  if (compared === 'read' || compared === 'list') {
    const quotes = await createQuotes(build.api, build.userId, readOrders);
    for (const { path, body } of bookingRequests(quotes, build.addressId)) {
      await build.api.call('POST', path, JSON.parse(body));
    }
    if (compared === 'list') return { ...common, requests: [{ method: 'GET', path: listPath }], cycle: true };
    const ids = await orderIds(build.api, readOrders);
    return {
      ...common,
      requests: ids.map((id) => ({ method: 'GET', path: `/api/orders/${id}` })),
      cycle: true,
    };
  }
  // Enough for both loads at 6,000 bookings a second, more than the two together make on one core.
  const quotes = await createQuotes(build.api, build.userId, Math.ceil((6000 * (durationMs + 2000)) / 1000));
  return { ...common, requests: bookingRequests(quotes, build.addressId), cycle: false };
}

function check(measured: Measured) {
  const expected = booking ? '201' : '200';
  const wrong = Object.keys(measured.statuses).filter((status) => status !== expected);
  if (wrong.length > 0 || measured.errors > 0 || measured.exhausted) {
    throw new Error(`a load failed or ran out of requests: ${JSON.stringify(measured.statuses)}`);
  }
  return measured;
}

async function main() {
  const shares: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const baselineFirst = round % 2 === 1;
    const [first, second] = baselineFirst ? [baselineDir, candidateDir] : [candidateDir, baselineDir];
    const builds = [await start(`${round}-a`, first as string), await start(`${round}-b`, second as string)];
    try {
      const specs = [await specOf(builds[0] as Build), await specOf(builds[1] as Build)];
      const measured = await Promise.all(
        builds.map((build, index) =>
          measure(specs[index] as LoadSpec, build.server.pid, { workDir, cwd: build.serverDir }),
        ),
      );
      const [baseline, candidate] = (baselineFirst ? measured : [...measured].reverse()).map(check);
      const share = microseconds(candidate as Measured) / microseconds(baseline as Measured);
      shares.push(share);
      console.log(
        `round ${round} (${baselineFirst ? 'baseline' : 'candidate'} started first): baseline ${microseconds(baseline as Measured).toFixed(1)} µs, candidate ${microseconds(candidate as Measured).toFixed(1)} µs a request: ${share.toFixed(3)}`,
      );
    } finally {
      for (const build of builds) {
        await build.api.close();
        build.server.child.kill();
      }
    }
  }
  shares.sort((a, b) => a - b);
  const median = shares[Math.floor(shares.length / 2)] ?? Number.NaN;
  console.log(
    `candidate's CPU a request as a share of the baseline's: median ${median.toFixed(3)} (rounds ${shares[0]?.toFixed(3)} to ${shares.at(-1)?.toFixed(3)})`,
  );
}

try {
  await main();
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
