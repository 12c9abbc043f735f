import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { bankAccounts, depositAddresses } from '../src/targets/production-settings.ts';
import { commandIn, projectEnv, run } from './packed-project.ts';

// The consumer scripts of the packed test (packed.test.ts), as the docs show them.

/**
 * The client's first quote and order, from the installed client's README: which names the version of the
 * document its types come from and shows docs/client.md's block as written.
 */
export function firstQuoteFromDocs(projectDir: string, clientDir: string): string {
  const readme = readFileSync(join(projectDir, 'node_modules', '@cambio', 'client', 'README.md'), 'utf8');
  const documentFile = join(clientDir, '../contract/generated/openapi.json');
  const { version } = JSON.parse(readFileSync(documentFile, 'utf8')).info as { version: string };
  expect(readme).toContain(`Generated from version **${version}** of the cambio API document`);
  const docs = readFileSync(join(clientDir, '../../docs/client.md'), 'utf8');
  const firstQuote = readme.match(/```ts\n([\s\S]*?)\n```/)?.[1] ?? '';
  expect(docs).toContain(`<!-- first-quote -->\n\`\`\`ts\n${firstQuote}\n\`\`\``);
  return firstQuote;
}

/** The server's exports in a consumer's own process, typed by the declarations the package ships (README). */
export const embeddedConsumer = `import { createApp } from '@cambio/server';
import { type CambioApp, createNodeRuntime } from '@cambio/server/node';

const runtime = await createNodeRuntime({ dataDir: process.env.DATA_DIR ?? 'data', env: { CAMBIO_LOG_LEVEL: 'silent' } });
const key = runtime.bootstrap?.keys.find((each) => each.role === 'read')?.key ?? '';
const app: CambioApp = createApp(runtime.deps);
const users = await app.request('/api/users', { headers: { 'x-api-key': key } });
console.log(JSON.stringify({ status: users.status, mode: runtime.deps.config.mode }));
// @ts-expect-error: the data folder is required
void (() => createNodeRuntime({}));
runtime.store.close();
`;

/** tsc as a Node project compiles: strict, the shipped declarations checked too (skipLibCheck off). */
export const tsconfigFor = (files: string[]) =>
  JSON.stringify({
    compilerOptions: {
      module: 'nodenext',
      target: 'es2022',
      types: ['node'],
      strict: true,
      skipLibCheck: false,
      outDir: 'out',
    },
    files,
  });

/** The compiled embedded consumer, run: its app answers with the runtime's key. */
export async function checkExports(projectDir: string, dataDir: string): Promise<void> {
  const { stdout } = await run(process.execPath, [join('out', 'embedded.js')], {
    cwd: projectDir,
    env: { ...projectEnv, DATA_DIR: dataDir },
  });
  expect(JSON.parse(stdout)).toEqual({ status: 200, mode: 'sandbox' });
}

/** A production server's settings (docs/deploying.md), made up as the production target makes them. */
export const productionSettings = (priceFeedUrl: string) => ({
  CAMBIO_MODE: 'production',
  CAMBIO_PUBLIC_BASE_URL: 'https://api.cambio.test',
  CAMBIO_BANK_ACCOUNTS: JSON.stringify(bankAccounts),
  CAMBIO_DEPOSIT_ADDRESSES: JSON.stringify(depositAddresses()),
  CAMBIO_PRICE_FEED_URL: priceFeedUrl,
});

/** `cambio keys init` on an empty production data folder, as an operator's first day: the live key it prints. */
export async function keysInit(projectDir: string, dataDir: string, env: Record<string, string>) {
  const operator = ['--broker', 'Ops', '--email', 'ops@ops.example', '--phone', '+525512345678'];
  const address = [
    '--street',
    'Av. Reforma 1',
    '--city',
    'CDMX',
    '--state',
    'CDMX',
    '--postal-code',
    '06600',
  ];
  const init = await commandIn(
    projectDir,
    ['cambio', 'keys', 'init', ...operator, ...address, '--data-dir', dataDir],
    env,
  );
  const liveKey = init.stdout.match(/^sk_live_\S+$/m)?.[0] ?? '';
  expect(liveKey, init.stdout + init.stderr).not.toBe('');
  return liveKey;
}
