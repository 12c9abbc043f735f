import { defineConfig } from 'vitest/config';

// Each test lints a whole document (about 0.3 s alone): the budget catches a hang, never a busy machine.
export default defineConfig({
  test: { include: ['test/**/*.test.mjs'], testTimeout: 600_000 },
});
