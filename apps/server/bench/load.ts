import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

/** What one load run sends; written to a file by measure.ts, whose path is this process's argument. */
export type LoadSpec = {
  origin: string;
  connections: number;
  durationMs: number;
  /** Untimed requests first (JIT, caches, and what the setup before left to do). */
  warmupMs: number;
  headers: Record<string, string>;
  /** Each with the spec's headers and its own (an Idempotency-Key). */
  requests: Array<{ method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> }>;
  /** Cycle over `requests` (reads), or send each one once and stop when they run out (bookings). */
  cycle: boolean;
};

export type LoadResult = {
  requests: number;
  seconds: number;
  statuses: Record<string, number>;
  errors: number;
  p50: number;
  p99: number;
  /** The slowest request (ms). */
  max: number;
  /** Stopped before the duration: every request of a non-cycling case was sent. */
  exhausted: boolean;
};

const specFile = process.argv[2];
if (!specFile) throw new Error('usage: load.ts <spec.json>');
const spec = JSON.parse(readFileSync(specFile, 'utf8')) as LoadSpec;
const pool = new Pool(spec.origin, { connections: spec.connections, pipelining: 1 });
let next = 0;

function take() {
  if (next >= spec.requests.length) {
    if (!spec.cycle) return undefined;
    next = 0;
  }
  return spec.requests[next++];
}

/** The dispatch API: no response stream objects, so the generator stays cheaper than the server. */
function send(request: LoadSpec['requests'][number]): Promise<number> {
  return new Promise((resolve, reject) => {
    let status = 0;
    pool.dispatch(
      {
        method: request.method,
        path: request.path,
        headers: request.headers ? { ...spec.headers, ...request.headers } : spec.headers,
        body: request.body ?? null,
      },
      {
        // undici tells the new handler API from the legacy one by onRequestStart.
        onRequestStart: () => undefined,
        onResponseStart: (_controller, statusCode) => {
          status = statusCode;
        },
        onResponseData: () => undefined,
        onResponseEnd: () => resolve(status),
        onResponseError: (_controller, error) => reject(error),
      },
    );
  });
}

function percentile(sorted: Float64Array, q: number): number {
  return sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
}

async function phase(durationMs: number): Promise<LoadResult> {
  // Preallocated: a growing array of boxed numbers would make this process collect garbage, and pause,
  // in the middle of the run it measures.
  let latencies = new Float64Array(1 << 20);
  let count = 0;
  const statuses: Record<string, number> = {};
  let errors = 0;
  let exhausted = false;
  const start = performance.now();
  const end = start + durationMs;
  const connection = async () => {
    while (performance.now() < end) {
      const request = take();
      if (!request) {
        exhausted = true;
        return;
      }
      const sent = performance.now();
      try {
        const status = await send(request);
        statuses[status] = (statuses[status] ?? 0) + 1;
      } catch {
        errors++;
      }
      if (count === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[count++] = performance.now() - sent;
    }
  };
  await Promise.all(Array.from({ length: spec.connections }, connection));
  const elapsed = performance.now() - start;
  const sorted = latencies.subarray(0, count).sort();
  return {
    requests: count,
    seconds: elapsed / 1000,
    statuses,
    errors,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[count - 1] ?? 0,
    exhausted,
  };
}

if (spec.warmupMs > 0) await phase(spec.warmupMs);
// measure.ts samples the server's CPU time between this line and the result.
console.log(JSON.stringify({ started: true }));
const result = await phase(spec.durationMs);
console.log(JSON.stringify({ result }));
await pool.close();
