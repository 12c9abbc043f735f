import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import { createNodeRuntime } from '../node/runtime.ts';

/**
 * For tests: the Node runtime on a fresh temporary data directory, with the sandbox's bootstrap broker, its
 * caller user and that user's write key; `dispose` closes the store and removes the directory. It logs
 * nothing unless `env` or the test's environment sets CAMBIO_LOG_LEVEL (to stdout, or to `logDestination`).
 */
export async function openTestRuntime(
  name: string,
  env: Record<string, string> = {},
  logDestination?: DestinationStream,
) {
  const dataDir = mkdtempSync(join(tmpdir(), `cambio-${name}-`));
  const runtime = await createNodeRuntime({
    dataDir,
    env: { CAMBIO_LOG_LEVEL: process.env.CAMBIO_LOG_LEVEL || 'silent', ...env },
    logDestination,
  });
  const { brokerId = '', userId = '', keys = [] } = runtime.bootstrap ?? {};
  return {
    ...runtime,
    dataDir,
    brokerId,
    userId,
    writeKey: keys.find((key) => key.role === 'createAndModify')?.key ?? '',
    dispose() {
      runtime.store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestRuntime = Awaited<ReturnType<typeof openTestRuntime>>;

/** A new individual user of the runtime's broker in MX, through the API: onboarding started, not approved. */
export async function createPendingUser(runtime: Pick<TestRuntime, 'app' | 'writeKey'>): Promise<string> {
  const response = await runtime.app.request('/api/users', {
    method: 'POST',
    headers: { 'x-api-key': runtime.writeKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      country: 'MX',
      email: `pending-${randomUUID()}@example.com`,
      phoneNumber: '+525512345678',
      userType: 'individual',
      firstName: 'Ana',
      lastName: 'García',
      address: {
        street1: 'Av. Reforma 222',
        city: 'CDMX',
        state: 'CDMX',
        country: 'MX',
        postalCode: '06600',
      },
    }),
  });
  if (response.status !== 201) throw new Error(`creating a user answered ${response.status}`);
  return ((await response.json()) as { userId: string }).userId;
}

/**
 * For tests: the entry `npm start` runs (node/main.ts) as a process in sandbox mode on `dataDir`, on a free port
 * of 127.0.0.1, with `key` as its bootstrap key and `env` over the rest; resolves once it listens, with its
 * origin.
 */
export async function spawnMain(
  dataDir: string,
  key: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../node/main.ts')], {
    env: {
      ...process.env,
      CAMBIO_MODE: 'sandbox',
      CAMBIO_DATA_DIR: dataDir,
      CAMBIO_BOOTSTRAP_KEY: key,
      PORT: '0',
      HOST: '127.0.0.1',
      // Problems only: no access line per request in the test's output.
      CAMBIO_LOG_LEVEL: process.env.CAMBIO_LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // Port 0: the system picks a free one, which the server prints.
      const listening = output.match(/server on (http:\/\/\S+)/);
      if (listening?.[1]) resolve(listening[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { child, origin };
}
