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
