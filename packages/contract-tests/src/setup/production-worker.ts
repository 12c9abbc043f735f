import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  operatorInitOptions,
  productionSettings,
} from '../../../../apps/server/src/testing/production-fixtures.ts';
import { startPriceFeed } from '../targets/production-settings.ts';
import { type LocalWorker, startLocalWorker } from './local-worker.ts';

const serverDir = fileURLToPath(new URL('../../../../apps/server/', import.meta.url));
const run = promisify(execFile);

/** The operator's settings of a production Worker, as wrangler.toml's [env.production] and its secrets give them. */
export function productionVars(feedUrl: string) {
  const settings = { CAMBIO_MODE: 'production', CAMBIO_BOOTSTRAP_KEY: '', ...productionSettings(feedUrl) };
  return Object.fromEntries(
    Object.entries(settings).map(([name, value]) => [name, { type: 'plain_text' as const, value }]),
  );
}

export type ProductionWorker = { worker: LocalWorker; liveKey: string; dispose(): Promise<void> };

/**
 * A production Worker on workerd: its first broker made by `npm run keys -- init --sql` and applied to its D1,
 * prices from a local feed. `entrypoint` as startLocalWorker takes it.
 */
export async function startProductionWorker(
  options: { entrypoint?: string } = {},
): Promise<ProductionWorker> {
  const scratch = mkdtempSync(join(tmpdir(), 'cambio-worker-production-'));
  const feed = await startPriceFeed();
  const sql = join(scratch, 'init.sql');
  const init = await run(
    process.execPath,
    ['--import', 'tsx', 'src/node/keys-cli.ts', 'init', ...operatorInitOptions, '--sql', sql],
    {
      cwd: serverDir,
      env: { ...process.env, CAMBIO_MODE: 'production', CAMBIO_PUBLIC_BASE_URL: 'https://api.acme.example' },
    },
  );
  const liveKey = init.stdout.match(/sk_live_\S+/)?.[0] ?? '';
  const worker = await startLocalWorker(productionVars(feed.url), {
    seedSql: readFileSync(sql, 'utf8'),
    ...options,
  });
  const dispose = async () => {
    await worker.dispose();
    await feed.close();
    rmSync(scratch, { recursive: true, force: true });
  };
  return { worker, liveKey, dispose };
}
