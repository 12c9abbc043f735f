import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../../../apps/server/', import.meta.url));
const configPath = join(serverDir, 'wrangler.toml');
const migrationsDir = join(serverDir, 'drizzle');

type D1 = { prepare(query: string): unknown; batch(statements: unknown[]): Promise<unknown> };

/** A binding added to those of wrangler.toml (or put in place of one), in the form of wrangler's startWorker. */
export type ExtraBinding =
  | { type: 'send_email'; allowed_destination_addresses?: string[] }
  | { type: 'ratelimit'; namespace_id: string; simple: { limit: number; period: 10 | 60 } }
  | { type: 'plain_text'; value: string };

export type LocalWorker = {
  /** Where the Worker listens (wrangler's local server on 127.0.0.1). */
  baseUrl: string;
  /** The first sandbox tenant's createAndModify key (the Worker's CAMBIO_BOOTSTRAP_KEY). */
  bootstrapKey: string;
  /** The SQLite file of the local D1, to look at rows as D1 stores them (read only, while the Worker runs). */
  d1File(): string;
  dispose(): Promise<void>;
};

/**
 * The Worker from apps/server/wrangler.toml, bundled by wrangler as `wrangler deploy` bundles it, in
 * workerd on a fresh local D1 (the drizzle migrations the Node runtime applies) and a local R2, in sandbox
 * mode, with `bindings` besides the file's. Nothing here needs the network. A production Worker (CAMBIO_MODE
 * bound to production, CAMBIO_BOOTSTRAP_KEY to '') makes no tenant: `seedSql` (what `npm run keys -- init --sql`
 * writes) is applied after the migrations. Only a sandbox Worker is asked for its tenant before it is handed over.
 * `entrypoint` runs another module of apps/server in place of the Worker's (a test's wrapper of it).
 */
export async function startLocalWorker(
  bindings: Record<string, ExtraBinding> = {},
  options: { seedSql?: string; entrypoint?: string } = {},
): Promise<LocalWorker> {
  const persistDir = mkdtempSync(join(tmpdir(), 'cambio-worker-'));
  const removeState = () => rmSync(persistDir, { recursive: true, force: true });
  // Also on exit: Ctrl-C ends vitest without the teardown (Miniflare's exit hook stops workerd), and
  // wrangler appends its last log lines after `dispose`.
  process.once('exit', removeState);
  // Miniflare would otherwise ask workers.cloudflare.com for a `Request.cf` object.
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  // Wrangler's debug log goes to a folder of the run instead of piling up in ~/.config/.wrangler/logs (set
  // WRANGLER_LOG_PATH to keep it). Wrangler writes its last lines after `dispose`, so the folder goes at exit.
  // Wrangler reads the variable when it loads, hence the import below.
  const logDir = mkdtempSync(join(tmpdir(), 'cambio-wrangler-log-'));
  process.once('exit', () => rmSync(logDir, { recursive: true, force: true }));
  process.env.WRANGLER_LOG_PATH ??= join(logDir, 'wrangler.log');
  const bootstrapKey = `sk_sandbox_${randomBytes(32).toString('base64url')}`;
  const migrated = applyMigrations(persistDir, options.seedSql);
  const starting = import('wrangler').then(({ unstable_startWorker }) =>
    unstable_startWorker({
      config: configPath,
      // In place of wrangler.toml's `main`: a module of apps/server (its path from there).
      ...(options.entrypoint ? { entrypoint: join(serverDir, options.entrypoint) } : {}),
      bindings: {
        CAMBIO_MODE: { type: 'plain_text', value: 'sandbox' },
        CAMBIO_BOOTSTRAP_KEY: { type: 'plain_text', value: bootstrapKey },
        // Quiet unless asked (the Worker's console goes to wrangler's output).
        CAMBIO_LOG_LEVEL: { type: 'plain_text', value: process.env.CAMBIO_LOG_LEVEL || 'silent' },
        ...bindings,
      },
      sendMetrics: false,
      dev: {
        persist: persistDir,
        remote: false,
        watch: false,
        liveReload: false,
        inspector: false,
        server: { hostname: '127.0.0.1', port: 0 },
        logLevel: 'warn',
      },
    }),
  );
  const dispose = async () => {
    await Promise.allSettled([migrated, starting.then((worker) => worker.dispose())]);
    removeState();
  };
  try {
    const [, worker] = await Promise.all([migrated, starting]);
    await worker.ready;
    const baseUrl = (await worker.url).origin;
    // Only a sandbox Worker has a tenant to check with.
    const mode = bindings.CAMBIO_MODE;
    if (mode === undefined || (mode.type === 'plain_text' && mode.value === 'sandbox')) {
      await checkReady(baseUrl, bootstrapKey);
    }
    return { baseUrl, bootstrapKey, d1File: () => d1FileIn(persistDir), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * Every migration in apps/server/drizzle in order, one D1 batch per file, split as drizzle splits them; then
 * `seedSql`, one statement a line, as one batch.
 */
async function applyMigrations(persistDir: string, seedSql?: string): Promise<void> {
  const { getPlatformProxy } = await import('wrangler');
  // startWorker persists under `<dir>/v3`; getPlatformProxy takes that Miniflare root itself.
  const proxy = await getPlatformProxy<{ DB: D1 }>({
    configPath,
    persist: { path: join(persistDir, 'v3') },
    remoteBindings: false,
  });
  try {
    const db = proxy.env.DB;
    const files = readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'));
    for (const file of files.sort()) {
      const statements = readFileSync(join(migrationsDir, file), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter(Boolean);
      await db.batch(statements.map((statement) => db.prepare(statement)));
    }
    const seed = (seedSql ?? '').split('\n').filter((line) => line.trim());
    if (seed.length > 0) await db.batch(seed.map((statement) => db.prepare(statement)));
  } finally {
    await proxy.dispose();
  }
}

/** Miniflare keeps a local D1 as one SQLite file under `<persist>/v3/d1/<object class>/`. */
function d1FileIn(persistDir: string): string {
  const root = join(persistDir, 'v3', 'd1');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.sqlite') && !name.includes('metadata'),
  );
  if (files.length !== 1)
    throw new Error(`expected one D1 file under ${root}, found ${files.join(', ') || 'none'}`);
  return join(root, files[0] as string);
}

/** The first request bootstraps the tenant; a 200 proves the schema, the D1 binding and the key. */
async function checkReady(baseUrl: string, bootstrapKey: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/users`, { headers: { 'x-api-key': bootstrapKey } });
  if (response.status !== 200) {
    throw new Error(`the Worker answered GET /api/users with ${response.status}: ${await response.text()}`);
  }
}
