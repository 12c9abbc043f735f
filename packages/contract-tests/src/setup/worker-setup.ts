import type { TestProject } from 'vitest/node';
import type { WorkerTargetInfo } from '../targets/worker.ts';
import { startLocalWorker } from './local-worker.ts';

/**
 * Vitest globalSetup for CONTRACT_TARGET=worker: one local Worker (src/setup/local-worker.ts) with the
 * bindings of apps/server/wrangler.toml, for the whole run.
 */
export default async function setup({ provide }: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const worker = await startLocalWorker();
  console.log(`worker target ready at ${worker.baseUrl} in ${Math.round(performance.now() - started)} ms`);
  provide('cambioWorker', {
    baseUrl: worker.baseUrl,
    bootstrapKey: worker.bootstrapKey,
  } satisfies WorkerTargetInfo);
  return worker.dispose;
}
