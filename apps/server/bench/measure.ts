import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GcFigures, gcTrace } from './gc-trace.ts';
import type { LoadResult, LoadSpec } from './load.ts';
import { machineBusySeconds, processCpuSeconds, startNode } from './processes.ts';

/**
 * A timed load and what it cost: the server's, the load's, the helper's (the webhook receiver) and other
 * processes' CPU as shares of a core.
 */
export type Measured = LoadResult & {
  serverCpu?: number;
  helperCpu?: number;
  otherCpu?: number;
  gc?: GcFigures;
};

let specs = 0;

/**
 * One timed load: a load process on core 1 runs `spec` (written to a file in `workDir`) while the server's and
 * the machine's CPU time are sampled, and the server's garbage collections counted, given its trace. A helper
 * process (`helperPid`) has its CPU counted apart from the other processes'. `onStarted` is called when the
 * timed run starts, with a function that ends it early (the export case: the load runs until its export is sent).
 */
export function measure(
  spec: LoadSpec,
  serverPid: number,
  options: {
    workDir: string;
    cwd: string;
    gc?: ReturnType<typeof gcTrace>;
    helperPid?: number;
    onStarted?: (stop: () => void) => void;
  },
): Promise<Measured> {
  const { workDir, cwd, gc, helperPid, onStarted } = options;
  const file = join(workDir, `spec-${++specs}.json`);
  writeFileSync(file, JSON.stringify(spec));
  return new Promise((done, fail) => {
    let server: number | undefined;
    let machine: number | undefined;
    let helper: number | undefined;
    let measured: Measured | undefined;
    const child = startNode('bench/load.ts', { core: 1, cwd, args: [file] }, (line) => {
      const message = JSON.parse(line) as { started?: true; result?: LoadResult };
      if (message.started) {
        gc?.take();
        server = processCpuSeconds(serverPid);
        machine = machineBusySeconds();
        helper = helperPid === undefined ? 0 : processCpuSeconds(helperPid);
        onStarted?.(() => child.kill('SIGUSR2'));
      }
      if (!message.result) return;
      const { result } = message;
      const serverUsed = (processCpuSeconds(serverPid) ?? Number.NaN) - (server ?? Number.NaN);
      const machineUsed = (machineBusySeconds() ?? Number.NaN) - (machine ?? Number.NaN);
      const helperUsed =
        (helperPid === undefined ? 0 : (processCpuSeconds(helperPid) ?? Number.NaN)) - (helper ?? Number.NaN);
      const serverCpu = serverUsed / result.seconds;
      const helperCpu = helperUsed / result.seconds;
      const otherCpu = machineUsed / result.seconds - serverCpu - result.clientCpu - helperCpu;
      measured = {
        ...result,
        ...(gc ? { gc: gc.take() } : {}),
        ...(Number.isFinite(serverCpu) ? { serverCpu } : {}),
        ...(helperPid !== undefined && Number.isFinite(helperCpu) ? { helperCpu } : {}),
        ...(Number.isFinite(otherCpu) ? { otherCpu: Math.max(0, otherCpu) } : {}),
      };
    });
    child.on('exit', (code) => (measured ? done(measured) : fail(new Error(`load exited with ${code}`))));
  });
}
