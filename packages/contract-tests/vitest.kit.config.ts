import { defineConfig } from 'vitest/config';

// The packed kit's own test (kit/packed-kit.test.ts), apart from the contract suite: it packs and installs the
// package and runs its command, which runs the suite in a process of its own.
export default defineConfig({
  ssr: { resolve: { conditions: ['@cambio/source', 'module', 'node', 'development|production'] } },
  test: {
    include: ['kit/**/*.test.ts'],
    // npm install and two runs of the suite on a loaded two-core machine: the budget catches a hang.
    testTimeout: 600_000,
    hookTimeout: 1_200_000,
  },
});
