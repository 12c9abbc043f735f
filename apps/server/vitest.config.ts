import { defineConfig } from 'vitest/config';

// Tests that start servers, processes or the compiler wait for what they check; the budget catches a hang,
// never a loaded machine.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 600_000, hookTimeout: 600_000 },
});
