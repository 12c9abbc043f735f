// The lists benchmark's settings (lists.ts lists them) and its work directory, read once for all its parts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback) || fallback;
export const sizes = (process.env.BENCH_LIST_SIZES ?? '1000,100000,1000000').split(',').map(Number);
if (sizes.some((size) => !Number.isInteger(size) || size < 1000))
  throw new Error('BENCH_LIST_SIZES: whole numbers of orders, each at least 1000');
export const requestsPerList = setting('BENCH_LIST_REQUESTS', 200);
export const bookingCount = setting('BENCH_LIST_BOOKINGS', 1000);
export const withEvents = process.env.BENCH_LIST_EVENTS !== '0';
/** Untimed requests before each timed loop: the JIT and SQLite's page cache see the query first. */
export const warmupRequests = 20;
export const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const workDir = mkdtempSync(join(tmpdir(), 'cambio-bench-lists-'));
