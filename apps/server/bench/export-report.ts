// The export case's figures (ExportRow) and their table, with the targets of issue 16.
import type { Measured } from './measure.ts';

export type ExportRow = {
  round: number;
  seeded: number;
  rows: number;
  /** Milliseconds from the POST: the export first seen `running`, its .eml written (its mtime), seen `sent`. */
  runningMs: number;
  outboxMs: number;
  sentMs: number;
  /** The attachment (the export's `size`), whether gzip-compressed, and the whole .eml. */
  attachmentBytes: number;
  compressed: boolean;
  messageBytes: number;
  /**
   * /proc/<pid>/status just before the POST, the most of each figure seen after it (sampled every 20 ms), and
   * after `sent`: VmRSS is anonymous memory (the heaps) plus file pages mapped (SQLite maps its file, 256 MB).
   */
  before: Memory;
  peak: Memory;
  after: Memory;
  samples: number;
  /** The spot reads from the POST until `sent`, with the server's CPU and GC over that span. */
  spot: Measured;
};

export type Memory = { rss: number; anon: number; file: number; hwm: number };

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const percent = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? 'n/a' : `${Math.round(value * 100)} %`;
/** Targets (issue 16): the server's resident memory grows by less than this during an export… */
export const rssGrowthTarget = 64 * 1024 * 1024;
/** …and spot prices read during it keep their p99 under this (ms). */
export const spotP99Target = 20;

export function exportTable(rows: ExportRow[], rounds: number): string {
  const lines = [
    '| case | orders | POST→running seen s | POST→outbox s | rows/s | attachment | .eml | RSS before MB | peak RSS growth MB | peak anon / file growth MB | VmHWM MB | spot reads | spot p50 ms | spot p99 ms | spot max ms | server CPU | GC pauses | full GCs | load CPU | other CPU | notes |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const { spot } = row;
    const { before, peak, after } = row;
    const growth = peak.rss - before.rss;
    const notes = [
      rounds > 1 ? `round ${row.round}` : '',
      row.rows === row.seeded + 1 ? '' : `${row.rows} rows for ${row.seeded + 1} orders`,
      `sent seen at ${(row.sentMs / 1000).toFixed(2)} s`,
      `${row.samples} RSS samples`,
      growth >= rssGrowthTarget ? 'RSS growth over the 64 MB target' : '',
      spot.p99 >= spotP99Target ? 'spot p99 over the 20 ms target' : '',
    ];
    const cells = [
      'order export',
      row.rows.toLocaleString('en'),
      (row.runningMs / 1000).toFixed(2),
      (row.outboxMs / 1000).toFixed(2),
      Math.round(row.rows / (row.outboxMs / 1000)).toLocaleString('en'),
      `${megabytes(row.attachmentBytes)} MB${row.compressed ? ' gzip' : ''}`,
      `${megabytes(row.messageBytes)} MB`,
      megabytes(before.rss),
      megabytes(growth),
      `${megabytes(peak.anon - before.anon)} / ${megabytes(peak.file - before.file)}`,
      `${megabytes(before.hwm)} → ${megabytes(after.hwm)}`,
      spot.requests.toLocaleString('en'),
      spot.p50.toFixed(2),
      spot.p99.toFixed(2),
      spot.max.toFixed(0),
      percent(spot.serverCpu),
      spot.gc
        ? `${percent(spot.gc.pauseMs / 1000 / spot.seconds)}, longest ${spot.gc.longestMs.toFixed(1)} ms`
        : 'n/a',
      spot.gc ? spot.gc.full : 'n/a',
      percent(spot.clientCpu),
      percent(spot.otherCpu),
      notes.filter(Boolean).join('; '),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
