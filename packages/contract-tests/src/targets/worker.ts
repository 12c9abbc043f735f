import { inject } from 'vitest';
import type { Target } from '../harness/target-type.ts';

/** What src/setup/worker-setup.ts hands to the test files. */
export type WorkerTargetInfo = {
  /** Where the Worker listens (wrangler's local server on 127.0.0.1). */
  baseUrl: string;
  /** The first sandbox tenant's createAndModify key (the Worker's CAMBIO_BOOTSTRAP_KEY). */
  bootstrapKey: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    cambioWorker: WorkerTargetInfo;
  }
}

/** The Worker in workerd on a local D1 and R2, started once for the whole run by src/setup/worker-setup.ts. */
export async function workerTarget(): Promise<Target> {
  const info = inject('cambioWorker');
  if (!info)
    throw new Error('CONTRACT_TARGET=worker needs src/setup/worker-setup.ts as a vitest globalSetup');
  return localWorkerTarget(info);
}

/** A target of a Worker in workerd (src/setup/local-worker.ts): the run's, or one a test file starts. */
export function localWorkerTarget(info: WorkerTargetInfo): Target {
  return {
    name: 'worker',
    baseUrl: info.baseUrl,
    bootstrapKey: info.bootstrapKey,
    // Redirects are the suite's to assert, as with the in-process target: never follow them.
    fetch: fetchRetryingRestarts,
  };
}

const restarted = 'Your worker restarted mid-request';

/**
 * Wrangler's local server answers 503 "Your worker restarted mid-request" itself, though the Worker never
 * restarted, when a request is written into its pooled connection to the Worker just as that connection's
 * two 5-second idle timers close it (cloudflare/workers-sdk#14641: kj's client idleTimeout and server
 * pipelineTimeout; a request after a pause of about 5 s, as in the export files' waits). It retries only
 * GET and HEAD; the request never reached the Worker, so it is sent again.
 */
async function fetchRetryingRestarts(request: Request): Promise<Response> {
  // Two requests racing on one pooled connection (the concurrency tests, a loaded machine) can meet the
  // race twice in a row: a few more tries, each of a request that never reached the Worker.
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(request.clone(), { redirect: 'manual' });
    if (response.status !== 503 || attempt === 4) return response;
    if (!(await response.clone().text()).startsWith(restarted)) return response;
    console.warn(`${request.method} ${new URL(request.url).pathname}: ${restarted}; sent again`);
  }
}
