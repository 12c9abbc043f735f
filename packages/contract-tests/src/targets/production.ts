import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { brokers } from '../../../../apps/server/src/db/schema.ts';
import { newId } from '../../../../apps/server/src/domain/crypto.ts';
import { jobHandlers } from '../../../../apps/server/src/domain/jobs/handlers.ts';
import { runDueJobs } from '../../../../apps/server/src/domain/jobs/job-queue.ts';
import { issueKey, newKeyStatement } from '../../../../apps/server/src/domain/keys/api-keys.ts';
import { newUserStatements } from '../../../../apps/server/src/domain/users/create-user.ts';
import { runKeysCommand } from '../../../../apps/server/src/node/keys-command.ts';
import { serverLogLevel } from '../harness/server-log-level.ts';
import type { Target, TenantKeys } from '../harness/target-type.ts';
import { bankAccounts, depositAddresses, startPriceFeed } from './production-settings.ts';

/** The operator's user, as `npm run keys -- init` takes it: a business approved in MX, terms accepted. */
const operator = {
  country: 'MX',
  phoneNumber: '+525512345678',
  address: {
    street1: 'Av. Insurgentes Sur 1602',
    city: 'Ciudad de México',
    state: 'CDMX',
    country: 'MX',
    postalCode: '03940',
  },
} as const;

/**
 * The Node app in process in production mode, on a fresh database per test file (as the node target), with
 * every provider configured (production-settings.ts). Its first broker is made as an operator makes it, by
 * `npm run keys -- init` (in process) before the server starts; its key is the target's bootstrap key. A
 * production server has no operation that makes a broker or a key: the tenants of the test files are further
 * production brokers written into the database the way init writes its own (a broker, its approved operator
 * user, a live createAndModify key, here also a read key, in one commit), and other keys are issued as
 * `npm run keys -- create` issues them.
 */
export async function productionTarget(): Promise<Target> {
  const dataDir = mkdtempSync(join(inject('runDir') ?? tmpdir(), 'production-target-'));
  const feed = await startPriceFeed();
  const baseUrl = 'https://api.cambio.test';
  const env = {
    CAMBIO_MODE: 'production',
    CAMBIO_DATA_DIR: dataDir,
    CAMBIO_LOG_LEVEL: serverLogLevel(),
    // Links and the document's server are on the public address; over https, the edge sends HSTS.
    CAMBIO_PUBLIC_BASE_URL: baseUrl,
    // An operator's own front end: production allows no browser origin unless it is listed.
    CAMBIO_CORS_ORIGINS: 'https://app.example.com',
    CAMBIO_BANK_ACCOUNTS: JSON.stringify(bankAccounts),
    CAMBIO_DEPOSIT_ADDRESSES: JSON.stringify(depositAddresses()),
    CAMBIO_PRICE_FEED_URL: feed.url,
  };
  try {
    const bootstrapKey = await keysInit(env);
    const { createNodeRuntime } = await import('@cambio/server/node');
    const runtime = await createNodeRuntime({ dataDir, env });
    const { store, deps } = runtime;
    // As the Node server runs them (src/node/main.ts): due jobs every second. Webhook deliveries are not run: a
    // production server sends them to public https hosts only, which the suite has none of.
    let jobsRunning: Promise<unknown> | undefined;
    const jobLoop = setInterval(() => {
      jobsRunning ??= runDueJobs(deps, jobHandlers, 100)
        .catch((error) => console.error('production target: job runner failed', error))
        .finally(() => {
          jobsRunning = undefined;
        });
    }, 1000);
    return {
      name: 'production',
      baseUrl,
      bootstrapKey,
      fetch: async (request) => runtime.app.fetch(request),
      operator: {
        async newTenant(): Promise<TenantKeys> {
          const at = new Date();
          const brokerId = newId('brk', at);
          const name = `Contract broker ${brokerId.slice(-8)}`;
          const user = await newUserStatements(
            { store, clock: runtime.deps.clock },
            brokerId,
            {
              ...operator,
              address: { ...operator.address },
              email: `ops+${brokerId.slice(-8).toLowerCase()}@broker.example`,
              userType: 'business',
              businessName: name,
            },
            at,
            { onboardingStatus: 'approved', acceptedTerms: true },
          );
          const key = (role: 'read' | 'createAndModify') =>
            newKeyStatement(store, {
              brokerId,
              userId: user.id,
              role,
              label: 'operator',
              mode: 'production',
              at,
            });
          const read = await key('read');
          const write = await key('createAndModify');
          await store.commit([
            store.db
              .insert(brokers)
              .values({ id: brokerId, name, mode: 'production', createdAt: at.toISOString() }),
            ...user.statements,
            read.statement,
            write.statement,
          ]);
          return { brokerId, userId: user.id, readKey: read.issued.key, writeKey: write.issued.key };
        },
        async issueKey(brokerId, userId, role) {
          const at = new Date();
          const issued = await issueKey(store, {
            brokerId,
            userId,
            role,
            label: 'contract',
            mode: 'production',
            at,
          });
          return issued.key;
        },
      },
      async close() {
        clearInterval(jobLoop);
        await jobsRunning;
        store.close();
        await feed.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await feed.close();
    throw error;
  }
}

/** `npm run keys -- init` on the empty data folder: the first broker and its live key (the line it prints). */
async function keysInit(env: Record<string, string>): Promise<string> {
  const printed: string[] = [];
  const code = await runKeysCommand(
    [
      'init',
      '--broker',
      'Cambio Contract',
      '--email',
      'ops@cambio-contract.example',
      '--phone',
      operator.phoneNumber,
      '--street',
      operator.address.street1,
      '--city',
      operator.address.city,
      '--state',
      operator.address.state,
      '--postal-code',
      operator.address.postalCode,
    ],
    env,
    { out: (text) => printed.push(text), err: (text) => printed.push(text) },
  );
  const key = printed.join('\n').match(/^sk_live_\S+$/m)?.[0];
  if (code !== 0 || !key) throw new Error(`keys init failed (exit ${code}): ${printed.join('\n')}`);
  return key;
}
