// The lists benchmark's report: per size, each list's figures; the bytes per order; each list's p99 by size
// against the targets.
import type { Seeded, Storage } from './list-seed.ts';
import type { Measured } from './measure.ts';

/** Targets (issue 21): a list's p99 at the largest size within this multiple of its p99 at the smallest… */
const flatTarget = 2;
/** …and the bookings' p99 with lists read alongside under this (ms). */
const bookingP99Target = 20;

export type ListCase = { name: string; path: string; rows: number };
export type ListResult = ListCase & { measured: Measured };
export type SizeResult = {
  size: number;
  seeded: Seeded;
  before: Storage;
  after: Storage;
  lists: ListResult[];
  bookings: Measured;
  alongside: Measured;
};

export const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const ms = (value: number) => value.toFixed(2);
const percent = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value * 100)} %`);
const count = (value: number) => value.toLocaleString('en');
const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;

export function sizeTable(result: SizeResult): string {
  const lines = [
    `### ${count(result.size)} orders`,
    '',
    '| list | request | rows | p50 ms | p99 ms | max ms | server CPU | other CPU |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...result.lists.map(({ name, path, rows, measured }) =>
      row([
        name,
        `\`GET ${path.replace(/cursor=[^&]+/, 'cursor=…')}\``,
        rows,
        ms(measured.p50),
        ms(measured.p99),
        ms(measured.max),
        percent(measured.serverCpu),
        percent(measured.otherCpu),
      ]),
    ),
    '',
    '| bookings alongside list reads | bookings | p50 ms | p99 ms | max ms | list reads | lists p50 ms | lists p99 ms | lists max ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    row([
      'POST /api/orders, 1 connection; lists cycled on a second',
      count(result.bookings.requests),
      ms(result.bookings.p50),
      ms(result.bookings.p99),
      ms(result.bookings.max),
      count(result.alongside.requests),
      ms(result.alongside.p50),
      ms(result.alongside.p99),
      ms(result.alongside.max),
    ]),
  ];
  return lines.join('\n');
}

/** The file's bytes per order, and the orders' and events' tables (each with its indexes) per record. */
export function storageTable(results: SizeResult[]): string {
  const lines = [
    '| orders | events | file MB | file bytes / order | added bytes / seeded order | orders + indexes bytes / order | events + indexes bytes / event | event data bytes / event | other tables MB |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { seeded, before, after } of results) {
    const { orders = 0, events = 0, ...others } = after.tables;
    const other = Object.values(others).reduce((sum, bytes) => sum + bytes, 0);
    lines.push(
      row([
        count(seeded.orders),
        count(seeded.events),
        megabytes(after.fileBytes),
        count(Math.round(after.fileBytes / seeded.orders)),
        count(Math.round((after.fileBytes - before.fileBytes) / (seeded.orders - 1))),
        count(Math.round(orders / seeded.orders)),
        seeded.events > 0 ? count(Math.round(events / seeded.events)) : 'n/a',
        seeded.events > 0 ? count(Math.round(after.eventDataBytes)) : 'n/a',
        megabytes(other),
      ]),
    );
  }
  return lines.join('\n');
}

/** Each list's p99 at every size, and at the largest as a multiple of the smallest (target: flatTarget). */
export function comparisonTable(results: SizeResult[]): string {
  const first = results[0];
  const last = results.at(-1);
  if (!first || !last) return '';
  const lines = [
    `| list | ${results.map((result) => `p99 ms at ${count(result.size)}`).join(' | ')} | ${count(last.size)} / ${count(first.size)} | within ${flatTarget}x |`,
    `| --- | ${results.map(() => '---:').join(' | ')} | ---: | --- |`,
  ];
  for (const [index, list] of first.lists.entries()) {
    const p99s = results.map((result) => result.lists[index]?.measured.p99 ?? Number.NaN);
    const ratio = (p99s.at(-1) ?? Number.NaN) / (p99s[0] ?? Number.NaN);
    lines.push(row([list.name, ...p99s.map(ms), `${ratio.toFixed(2)}x`, ratio <= flatTarget ? 'yes' : 'NO']));
  }
  const bookingP99s = results.map((result) => result.bookings.p99);
  lines.push(
    row([
      `bookings alongside list reads (target p99 under ${bookingP99Target} ms)`,
      ...bookingP99s.map(ms),
      '',
      bookingP99s.every((p99) => p99 < bookingP99Target) ? 'under target' : 'OVER target',
    ]),
  );
  return lines.join('\n');
}
