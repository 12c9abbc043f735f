import { defineConfig } from 'drizzle-kit';

// The same SQL migrations serve both runtimes: drizzle's migrator on Node, `wrangler d1 migrations` on the edge.
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
