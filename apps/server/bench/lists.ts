import { rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { comparisonTable, type SizeResult, sizeTable, storageTable } from './lists-report.ts';
import {
  bookingCount,
  requestsPerList,
  sizes,
  warmupRequests,
  withEvents,
  workDir,
} from './lists-settings.ts';
import { sizeCase } from './lists-size-case.ts';
import { canPin } from './processes.ts';

/**
 * The lists benchmark (issue 21, docs/performance.md): for each size, the real Node entry on core 0 on a
 * SQLite file of that many orders written while it was stopped (list-seed.ts), and from core 1, one connection
 * at a time: each list and filter, on its first page and deep (offset and cursor); then bookings while list
 * reads run alongside. Not part of `npm test` nor of `npm run bench`.
 * Settings: BENCH_LIST_SIZES (orders per size, `1000,100000,1000000`), BENCH_LIST_REQUESTS (timed requests per
 * list, 200), BENCH_LIST_BOOKINGS (timed bookings, 1000), BENCH_LIST_EVENTS (1: an `order.created` event per
 * order, so the events list has the orders' size; 0: none).
 */
async function main() {
  const settings = [
    `BENCH_LIST_SIZES=${sizes.join(',')}`,
    `BENCH_LIST_REQUESTS=${requestsPerList}`,
    `BENCH_LIST_BOOKINGS=${bookingCount}`,
    `BENCH_LIST_EVENTS=${withEvents ? 1 : 0}`,
  ];
  console.log(`command: ${settings.join(' ')} npm run bench:lists -w @cambio/server`);
  console.log(
    `machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), node ${process.version}, ${
      canPin ? 'server on core 0, requests from core 1 (taskset)' : 'not pinned (no taskset or one core)'
    }, load average ${loadavg()[0]?.toFixed(2)}`,
  );
  const results: SizeResult[] = [];
  for (const size of sizes) results.push(await sizeCase(size));

  for (const result of results) console.log(`\n${sizeTable(result)}`);
  console.log(`\n### Bytes per order\n\n${storageTable(results)}`);
  console.log(`\n### p99 by size\n\n${comparisonTable(results)}`);
  console.log(
    '\nEach list: one connection from core 1, ' +
      `${warmupRequests} untimed requests then ${requestsPerList} timed, one after the other; the server alone on ` +
      'core 0. The deepest offset page is page 100 of 100 (the last the API allows) where the orders reach it, ' +
      'else the last full page: below 10,000 orders it skips fewer records. Bookings: ' +
      `${bookingCount} on one connection while a second cycles through the lists above; the booked orders are ` +
      "added to the list's size. other CPU: other processes' share of a core during the timed loop; this machine " +
      'is shared, and every figure varies with what else runs on it.',
  );
}

try {
  await main();
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
