import { defineConfig } from 'vitest/config';

// Each test lints a whole document (about 0.3 s, more on a busy machine): allow for slow CI runners.
export default defineConfig({
  test: { include: ['test/**/*.test.mjs'], testTimeout: 30_000 },
});
