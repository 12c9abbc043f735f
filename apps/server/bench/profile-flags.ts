import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** BENCH_HEAP_PROFILE: a folder for a sampling heap profile of the objects the server promoted. */
export const heapProfileDir = process.env.BENCH_HEAP_PROFILE
  ? resolve(process.env.BENCH_HEAP_PROFILE)
  : undefined;

const promotedObjects = join(dirname(fileURLToPath(import.meta.url)), 'promoted-objects.mjs');

/** The server's node flags for the profiles asked for: a CPU profile (BENCH_PROFILE) and BENCH_HEAP_PROFILE's. */
export function profileFlags(cpuDir: string | undefined): string[] {
  return [
    ...(cpuDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuDir}`] : []),
    ...(heapProfileDir ? ['--import', promotedObjects] : []),
  ];
}
