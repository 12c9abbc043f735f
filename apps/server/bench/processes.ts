import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** Server on core 0, load on core 1: only with taskset and at least two cores (the run says which). */
export const canPin = availableParallelism() >= 2 && spawnSync('taskset', ['-c', '0', 'true']).status === 0;

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill();
});

export type Started = { child: ChildProcess; pid: number };

/** Spawns `node --import tsx <script>`, pinned to `core` when possible, with its output read line by line. */
export function startNode(
  script: string,
  options: { core: number; cwd: string; env?: NodeJS.ProcessEnv; args?: string[]; nodeArgs?: string[] },
  onLine: (line: string) => void,
): ChildProcess {
  const node = [
    process.execPath,
    ...(options.nodeArgs ?? []),
    '--import',
    'tsx',
    script,
    ...(options.args ?? []),
  ];
  const [file = process.execPath, ...args] = canPin ? ['taskset', '-c', String(options.core), ...node] : node;
  const child = spawn(file, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  if (child.stdout) createInterface({ input: child.stdout }).on('line', onLine);
  return child;
}

/** A long-running server: resolves once a line of its output matches `ready`, however long that takes. */
export function startServer(
  script: string,
  options: { core: number; cwd: string; env: NodeJS.ProcessEnv; ready: RegExp; nodeArgs?: string[] },
): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = startNode(script, options, (line) => {
      if (options.ready.test(line) && child.pid !== undefined) resolve({ child, pid: child.pid });
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
  });
}

/**
 * The Node entry (src/node/main.ts, with `npm start`'s flags) of the checkout at `serverDir` on core 0: a sandbox
 * on `dataDir` whose first key is `key`, logging warnings only.
 */
export async function startCambio(serverDir: string, dataDir: string) {
  const key = `sk_sandbox_bench_${randomBytes(24).toString('base64url')}`;
  const port = await freePort();
  const env = {
    ...process.env,
    CAMBIO_MODE: 'sandbox',
    CAMBIO_DATA_DIR: dataDir,
    CAMBIO_BOOTSTRAP_KEY: key,
    PORT: String(port),
    HOST: '127.0.0.1',
    CAMBIO_LOG_LEVEL: 'warn',
  };
  const server = await startServer('src/node/main.ts', {
    core: 0,
    cwd: serverDir,
    env,
    ready: /server on/,
    nodeArgs: startFlags(serverDir),
  });
  return { server, key, origin: `http://127.0.0.1:${port}` };
}

export async function stopServer(server: Started): Promise<void> {
  const stopped = new Promise((done) => server.child.once('exit', done));
  server.child.kill();
  await stopped;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The Node flags the checkout in `serverDir` starts its server with (its `npm start`), to run it as shipped. */
export function startFlags(serverDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return manifest.scripts.start.split(' ').filter((word) => word.startsWith('--') && word !== '--import');
}

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** CPU seconds a process has used so far (Linux /proc), or NaN elsewhere. */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return Number.NaN;
  }
}

/** Waits until the process uses under 3 % of a core over 200 ms (at most 10 s): what a case left is done. */
export async function settled(pid: number) {
  const until = Date.now() + 10_000;
  let used = processCpuSeconds(pid);
  while (Number.isFinite(used) && Date.now() < until) {
    await new Promise((done) => setTimeout(done, 200));
    const now = processCpuSeconds(pid);
    if (!(now - used >= 0.006)) return;
    used = now;
  }
}
