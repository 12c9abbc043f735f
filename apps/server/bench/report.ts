// The benchmark's report: a table per kind of case, each with what its columns mean, and a warning when
// other processes made the figures unreliable.
import { type DeliveriesRow, deliveriesTable } from './deliveries.ts';
import { type ExportRow, exportTable } from './export-report.ts';
import type { LoadResult } from './load.ts';
import type { Measured } from './measure.ts';
import { heapProfileDir } from './profile-flags.ts';
import type { ReceiptStats } from './receiver.ts';
import { deliveryCount, exportOrders, profileDir, rounds } from './settings.ts';

/** A bare run has no baseline; a timed case's is the mean rate of the bare runs before and after it. */
export type Row = { round: number; name: string; measured: Measured; baseline?: number };
/** The create-webhooked case's deliveries: of the events its timed run made (`stats`), and its plain twin. */
export type WebhookedRow = { round: number; measured: Measured; stats: ReceiptStats; plain?: Measured };

export const rate = (result: LoadResult) => result.requests / result.seconds;
const percent = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value * 100)} %`);

function table(rows: Row[]): string {
  const lines = [
    '| case | req/s | p50 ms | p99 ms | vs bare | server CPU | µs CPU/req | GC pauses | full GCs | load CPU | other CPU | notes |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const { round, name, measured, baseline } of rows) {
    const notes = [
      rounds > 1 ? `round ${round}` : '',
      measured.exhausted ? `all booked in ${measured.seconds.toFixed(1)} s` : '',
      measured.helperCpu === undefined ? '' : `receiver CPU ${percent(measured.helperCpu)}`,
    ];
    const cells = [
      name,
      Math.round(rate(measured)).toLocaleString('en'),
      measured.p50.toFixed(2),
      measured.p99.toFixed(2),
      baseline === undefined ? 'baseline' : percent(rate(measured) / baseline),
      percent(measured.serverCpu),
      measured.serverCpu === undefined ? 'n/a' : Math.round((measured.serverCpu * 1e6) / rate(measured)),
      measured.gc
        ? `${percent(measured.gc.pauseMs / 1000 / measured.seconds)}, longest ${measured.gc.longestMs.toFixed(1)} ms`
        : 'n/a',
      measured.gc ? measured.gc.full : 'n/a',
      percent(measured.clientCpu),
      percent(measured.otherCpu),
      notes.filter(Boolean).join('; '),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

const microseconds = (measured: Measured) =>
  measured.serverCpu === undefined ? Number.NaN : (measured.serverCpu * 1e6) / rate(measured);

function webhookedTable(rows: WebhookedRow[]): string {
  const lines = [
    '| case | bookings/s | vs order creation | µs CPU/booking | vs order creation | bookings | delivered during run | delivered in all | last delivery after run s | lag p50 ms | lag p99 ms | lag max ms | notes |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const { round, measured, stats, plain } of rows) {
    const notes = [
      rounds > 1 ? `round ${round}` : '',
      stats.duplicates > 0 ? `${stats.duplicates} duplicates` : '',
      stats.malformed > 0 ? `${stats.malformed} malformed` : '',
    ];
    const cells = [
      'order creation, webhooked',
      Math.round(rate(measured)).toLocaleString('en'),
      plain ? percent(rate(measured) / rate(plain)) : 'n/a',
      Math.round(microseconds(measured)),
      plain ? percent(microseconds(measured) / microseconds(plain)) : 'n/a',
      measured.requests.toLocaleString('en'),
      stats.receivedBy.toLocaleString('en'),
      stats.received.toLocaleString('en'),
      stats.received === 0 ? 'n/a' : ((stats.lastAt - measured.endedAt) / 1000).toFixed(2),
      Math.round(stats.lagP50).toLocaleString('en'),
      Math.round(stats.lagP99).toLocaleString('en'),
      Math.round(stats.lagMax).toLocaleString('en'),
      notes.filter(Boolean).join('; '),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Prints the tables of the cases that ran, each followed by what its columns mean. */
export function report(
  deliveryRows: DeliveriesRow[],
  exportRows: ExportRow[],
  rows: Row[],
  webhookedRows: WebhookedRow[],
) {
  if (deliveryRows.length > 0) {
    console.log(`\n${deliveriesTable(deliveryRows, rounds)}\n`);
    console.log(
      `deliveries: ${deliveryCount} events written while the server was stopped, all created at one instant\n` +
        '(their createdAt), delivered by the server started on them to the receiver on core 1. deliveries/s: over\n' +
        'the first to the last receipt, and over the server start (spawn) to the last. lag: createdAt to receipt,\n' +
        "so it includes the server's start. CPU: shares of a core from the server's ready line to the last receipt;\n" +
        'µs CPU/delivery: from ready until the server settled after the last receipt.',
    );
  }
  if (exportRows.length > 0) {
    console.log(`\n${exportTable(exportRows, rounds)}\n`);
    console.log(
      `export: ${exportOrders} copies of one booked order written while the server was stopped, exported whole\n` +
        '(POST /api/orders/export) by the server started on them. POST→running seen: the export first seen running\n' +
        '(polled every 20 ms, so late by any stall of the event loop; the job loop looks every second). POST→outbox:\n' +
        "the .eml's last write; rows/s over that. RSS: VmRSS sampled every 20 ms, its peak growth over the value just\n" +
        'before the POST (target under 64 MB), and the peak growths of its parts: anonymous memory (heaps, buffers)\n' +
        "and file pages mapped (SQLite's file, mmap up to 256 MB); VmHWM before the POST → after. Spot reads: 4\n" +
        'connections from core 1 from the POST until the export was seen sent (target p99 under 20 ms); server CPU,\n' +
        'GC, load and other CPU over the same span.',
    );
  }
  if (rows.length > 0) {
    console.log(`\n${table(rows)}\n`);
    console.log(
      'vs bare: req/s as a share of the mean of the bare node:http runs just before and after. CPU: share of one core\n' +
        'used by the server (and per request), by the load generator, and by other processes on the machine\n' +
        'during the timed run; other processes on the server core lower every figure but the CPU per request.\n' +
        "GC: the server's garbage collection pauses as a share of the run, the longest, and the full (mark-compact)\n" +
        'collections, from its --trace-gc lines.',
    );
  }
  if (webhookedRows.length > 0) {
    console.log(`\n${webhookedTable(webhookedRows)}\n`);
    console.log(
      'create-webhooked: the booking case with an orders registration of the booking user delivering to the\n' +
        "receiver on core 1; vs order creation: its rate and µs of server CPU a booking as shares of the same round's\n" +
        'plain booking run. Deliveries of the events the timed run made (by createdAt): received before the run\n' +
        'ended, and in all (the case waits for the last before the next bare run); lag: createdAt to receipt.',
    );
  }
  const busy = [
    ...deliveryRows
      .filter((row) => row.otherCpu > 0.25)
      .map((row) => ({ ...row, name: 'webhook deliveries' })),
    ...rows.filter((row) => (row.measured.otherCpu ?? 0) > 0.25),
    ...exportRows
      .filter((row) => (row.spot.otherCpu ?? 0) > 0.25)
      .map((row) => ({ ...row, name: 'order export' })),
  ];
  if (busy.length > 0) {
    const cases = busy.map((row) => `${row.name}${rounds > 1 ? ` (round ${row.round})` : ''}`).join(', ');
    console.log(
      `\nWarning: other processes took over a quarter of a core during ${cases}; run again on a quiet machine.`,
    );
  }
  if (profileDir) console.log(`\nServer CPU profile written to ${profileDir}`);
  if (heapProfileDir) console.log(`Server heap profile of promoted objects written to ${heapProfileDir}`);
}
