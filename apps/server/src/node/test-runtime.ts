import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createNodeRuntime } from './runtime.ts';

/**
 * For tests: the Node runtime on a fresh temporary data directory, with the sandbox's bootstrap broker, its
 * caller user and that user's write key; `dispose` closes the store and removes the directory.
 */
export async function openTestRuntime(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `cambio-${name}-`));
  const runtime = await createNodeRuntime({ dataDir, env: {} });
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
export async function createPendingUser(runtime: TestRuntime): Promise<string> {
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
