import { defineConfig } from 'vitest/config';

// The packed-client test packs, installs, compiles and starts a server: it waits for what it checks, and the
// budget catches a hang, never a loaded machine.
export default defineConfig({
  // Workspace packages (the server for the in-process tests) from their TypeScript source, not their build.
  ssr: { resolve: { conditions: ['@cambio/source', 'module', 'node', 'development|production'] } },
  test: { include: ['test/**/*.test.ts'], testTimeout: 600_000, hookTimeout: 600_000 },
});
