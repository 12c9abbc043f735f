import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Tests that start servers, processes or the compiler wait for what they check; the budget catches a hang,
// never a loaded machine. Files share one module graph per worker (isolate false: the server's modules load
// once, not once per file), so spies are restored after every test. Two files at a time at least: the
// README recipes test alone takes about three minutes, and the rest ran beside it (371 s to 235 s on two cores).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    isolate: false,
    maxWorkers: Math.max(2, availableParallelism() - 1),
    restoreMocks: true,
  },
});
