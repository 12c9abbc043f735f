// The benchmark's settings (run.ts lists them) and its work directory, read once for all its parts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback) || fallback;
export const durationMs = setting('BENCH_DURATION', 10) * 1000;
export const warmupMs = setting('BENCH_WARMUP', 2) * 1000;
export const connections = setting('BENCH_CONNECTIONS', 50);
export const rounds = setting('BENCH_ROUNDS', 1);
export const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const deliveryCount = setting('BENCH_DELIVERIES', 20_000);
export const exportOrders = setting('BENCH_EXPORT_ORDERS', 100_000);
const knownCases = ['spot', 'create', 'read', 'deliveries', 'create-webhooked', 'export'];
// All six by default: about three minutes (the five before `export` 2 min 52 s measured, `export` about 15 s);
// `spot,create,read` is the run before webhooks.
export const cases = new Set(
  (process.env.BENCH_CASES ?? knownCases.join(',')).split(',').map((name) => name.trim()),
);
const unknown = [...cases].filter((name) => !knownCases.includes(name));
if (unknown.length > 0)
  throw new Error(`BENCH_CASES: unknown ${unknown.join(', ')} (known: ${knownCases.join(', ')})`);
// After the check of BENCH_CASES: a refused setting leaves no directory behind.
export const workDir = mkdtempSync(join(tmpdir(), 'cambio-bench-'));
export const profileDir = process.env.BENCH_PROFILE ? resolve(process.env.BENCH_PROFILE) : undefined;
