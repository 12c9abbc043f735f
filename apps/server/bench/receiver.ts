import { createServer, type ServerResponse } from 'node:http';

/**
 * The webhook receiver of the delivery cases (docs/performance.md): a bare node:http server, pinned to the
 * load's core by run.ts, answering every delivery 200 with no body and recording when it arrived and its
 * event's `createdAt`. run.ts reads the figures over the same port: GET /count, GET /stats, POST /reset.
 */

/** What GET /stats answers, over the receipts of events created between `from` and `to` (epoch ms). */
export type ReceiptStats = {
  received: number;
  /** Of those, received by `by` (epoch ms), or all without it. */
  receivedBy: number;
  /** Receipts of an event already received (deliveries are at least once). */
  duplicates: number;
  /** Deliveries without the webhook-id, webhook-timestamp and webhook-signature headers, or without createdAt. */
  malformed: number;
  /** Epoch ms of the first and the last receipt. */
  firstAt: number;
  lastAt: number;
  /** Milliseconds from the event's createdAt to its receipt. */
  lagP50: number;
  lagP99: number;
  lagMax: number;
};

// Preallocated, as in load.ts: arrays of boxed numbers would make this process collect garbage on the core
// it shares with the load generator.
let createdAt = new Float64Array(1 << 16);
let receivedAt = new Float64Array(1 << 16);
let count = 0;
let seen = new Set<string>();
let duplicates = 0;
let malformed = 0;

function record(created: number, at: number, id: string | undefined) {
  if (count === createdAt.length) {
    const grow = (array: Float64Array) => {
      const grown = new Float64Array(array.length * 2);
      grown.set(array);
      return grown;
    };
    createdAt = grow(createdAt);
    receivedAt = grow(receivedAt);
  }
  createdAt[count] = created;
  receivedAt[count++] = at;
  if (id === undefined) return;
  if (seen.has(id)) duplicates++;
  else seen.add(id);
}

function reset() {
  count = 0;
  seen = new Set();
  duplicates = 0;
  malformed = 0;
}

function percentile(sorted: Float64Array, q: number): number {
  return sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
}

function stats(query: URLSearchParams): ReceiptStats {
  const bound = (name: string, fallback: number) => Number(query.get(name) ?? fallback);
  const [from, to, by] = [bound('from', -Infinity), bound('to', Infinity), bound('by', Infinity)];
  const lags = new Float64Array(count);
  let received = 0;
  let receivedBy = 0;
  let firstAt = Infinity;
  let lastAt = 0;
  for (let index = 0; index < count; index++) {
    const created = createdAt[index] ?? Number.NaN;
    const at = receivedAt[index] ?? Number.NaN;
    if (!(created >= from && created <= to)) continue;
    lags[received++] = at - created;
    if (at <= by) receivedBy++;
    firstAt = Math.min(firstAt, at);
    lastAt = Math.max(lastAt, at);
  }
  const sorted = lags.subarray(0, received).sort();
  return {
    received,
    receivedBy,
    duplicates,
    malformed,
    firstAt: received === 0 ? 0 : firstAt,
    lastAt,
    lagP50: percentile(sorted, 0.5),
    lagP99: percentile(sorted, 0.99),
    lagMax: sorted[sorted.length - 1] ?? 0,
  };
}

function answer(response: ServerResponse, value: unknown) {
  const body = JSON.stringify(value);
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

const server = createServer((request, response) => {
  const url = request.url ?? '/';
  if (request.method === 'GET' && url === '/count') return answer(response, { received: count });
  if (request.method === 'GET' && url.startsWith('/stats')) {
    return answer(response, stats(new URL(url, 'http://receiver').searchParams));
  }
  if (request.method === 'POST' && url === '/reset') {
    reset();
    return answer(response, {});
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const at = Date.now();
    const id = request.headers['webhook-id'];
    const signed = request.headers['webhook-timestamp'] && request.headers['webhook-signature'];
    let created = Number.NaN;
    try {
      created = Date.parse(
        (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { createdAt: string }).createdAt,
      );
    } catch {
      // Counted below: a body that is not the event envelope.
    }
    if (typeof id !== 'string' || !signed || Number.isNaN(created)) malformed++;
    record(created, at, typeof id === 'string' ? id : undefined);
    response.writeHead(200, { 'content-length': 0 });
    response.end();
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`receiver on ${typeof address === 'object' && address ? address.port : ''}`);
});
