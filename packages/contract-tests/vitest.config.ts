import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const onWorker = process.env.CONTRACT_TARGET === 'worker';

export default defineConfig({
  // Workspace packages from their TypeScript source (the client's `@cambio/source` export), not their build.
  ssr: { resolve: { conditions: ['@cambio/source', 'module', 'node', 'development|production'] } },
  test: {
    include: ['tests/**/*.test.ts'],
    // The Worker target needs workerd and a local D1 running before any test file starts.
    globalSetup: ['./src/setup/global-setup.ts', ...(onWorker ? ['./src/setup/worker-setup.ts'] : [])],
    setupFiles: ['./src/setup/record-coverage.ts'],
    // Files share one module graph per worker: loading the server's modules once, not once per file, more
    // than halves a run. What a file makes it closes (its target, its receivers); state is per tenant.
    isolate: false,
    // Two files at a time (each has its own tenant and clock, so none waits for another's): a file spends much
    // of its time waiting for the server, workerd or a webhook, and two overlap on two cores (in process,
    // 158 s to 102 s). Vitest's default on two cores is one.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Servers and workerd started per target wait for what they check: the budget catches a hang, not load.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
