import { defineConfig } from 'vitest/config';

// The kit's own tests, apart from the contract suite: its options (kit-options.test.ts), and the packed tests
// (packed-*.test.ts), which share one pack and install of the three packages (kit/packed-setup.ts, run only
// when one of them runs) and run the commands in processes of their own.
export default defineConfig({
  ssr: { resolve: { conditions: ['@cambio/source', 'module', 'node', 'development|production'] } },
  test: {
    // npm install and runs of the suite on a loaded two-core machine: the budget catches a hang.
    testTimeout: 600_000,
    hookTimeout: 1_200_000,
    projects: [
      { extends: true, test: { name: 'kit', include: ['kit/kit-options.test.ts'] } },
      {
        extends: true,
        test: { name: 'packed', include: ['kit/packed-*.test.ts'], globalSetup: ['kit/packed-setup.ts'] },
      },
    ],
  },
});
