import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadResult, LoadSpec } from './load.ts';
import { processCpuSeconds, startNode } from './processes.ts';

/** A timed load and the server's CPU over it, as a share of a core. */
export type Measured = LoadResult & { serverCpu: number };

let specs = 0;

/** One timed load: a load process on core 1 runs `spec` (a file in `workDir`) while the server's CPU is sampled. */
export function measure(
  spec: LoadSpec,
  serverPid: number,
  options: { workDir: string; cwd: string },
): Promise<Measured> {
  const file = join(options.workDir, `spec-${++specs}.json`);
  writeFileSync(file, JSON.stringify(spec));
  return new Promise((done, fail) => {
    let before = Number.NaN;
    let measured: Measured | undefined;
    const child = startNode('bench/load.ts', { core: 1, cwd: options.cwd, args: [file] }, (line) => {
      const message = JSON.parse(line) as { started?: true; result?: LoadResult };
      if (message.started) before = processCpuSeconds(serverPid);
      if (!message.result) return;
      const serverCpu = (processCpuSeconds(serverPid) - before) / message.result.seconds;
      measured = { ...message.result, serverCpu };
    });
    child.on('exit', (code) => (measured ? done(measured) : fail(new Error(`load exited with ${code}`))));
  });
}

export const rate = (measured: LoadResult) => measured.requests / measured.seconds;

/** µs of server CPU a request. */
export const microseconds = (measured: Measured) =>
  (measured.serverCpu * 1e6 * measured.seconds) / measured.requests;

/** Throws unless every answer was a 2xx. */
export function check(name: string, measured: Measured): Measured {
  const wrong = Object.entries(measured.statuses).filter(([status]) => !status.startsWith('2'));
  if (wrong.length > 0 || measured.errors > 0) {
    const got = wrong.map(([status, count]) => `${count}× ${status}`).join(', ');
    throw new Error(
      `${name}: expected 2xx only, got ${got}${measured.errors ? `, ${measured.errors} errors` : ''}`,
    );
  }
  return measured;
}
