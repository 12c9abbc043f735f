import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { serverLogLevel } from './server-log-level.ts';

import type { Target, TargetName } from './target-type.ts';

export type { Target, TargetName, TenantKeys } from './target-type.ts';

/** CONTRACT_TARGET selects the target: `node` (default), `url`, `worker` or `production`. */
export function targetName(env: NodeJS.ProcessEnv = process.env): TargetName {
  const name = env.CONTRACT_TARGET || 'node';
  if (name === 'node' || name === 'url' || name === 'worker' || name === 'production') return name;
  throw new Error(`CONTRACT_TARGET must be node, url, worker or production, not ${JSON.stringify(name)}`);
}

/** Whether this run's server is in production mode: no sandbox operation, magic value, clock or outbox. */
export const onProduction = targetName() === 'production';

/** How this run's server's own keys start: an unknown key of this prefix is refused as unknown, not as of another mode. */
export const keyPrefix = onProduction ? 'sk_live_' : 'sk_sandbox_';

let resolved: Promise<Target> | undefined;

/**
 * The target of this test file. Test files share modules (vitest.config.ts: isolate false), but each file's
 * target is closed when the file ends (setup/record-coverage.ts), so the node target is a fresh app on a
 * fresh database per file; the other targets share one server and rely on per-file tenants for isolation.
 */
export function resolveTarget(): Promise<Target> {
  resolved ??= createTarget(targetName());
  return resolved;
}

/** This test file's target, if the file made one. */
export function resolvedTarget(): Promise<Target | undefined> {
  return resolved?.catch(() => undefined) ?? Promise.resolve(undefined);
}

/** Closes this test file's target, if the file made one. */
export async function closeResolvedTarget(): Promise<void> {
  const target = await resolved?.catch(() => undefined);
  resolved = undefined;
  await target?.close?.();
}

async function createTarget(name: TargetName): Promise<Target> {
  if (name === 'url') return urlTarget();
  if (name === 'worker') {
    const { workerTarget } = await import('../targets/worker.ts');
    return workerTarget();
  }
  if (name === 'production') {
    const { productionTarget } = await import('../targets/production.ts');
    return productionTarget();
  }
  return nodeTarget();
}

function urlTarget(): Target {
  const baseUrl = process.env.CONTRACT_BASE_URL;
  const bootstrapKey = process.env.CONTRACT_API_KEY;
  if (!baseUrl || !bootstrapKey) {
    throw new Error(
      'CONTRACT_TARGET=url needs CONTRACT_BASE_URL and CONTRACT_API_KEY (a key of a sandbox-mode server: each test file makes its own tenant with it)',
    );
  }
  return { name: 'url', baseUrl: baseUrl.replace(/\/+$/, ''), bootstrapKey, fetch: fetchOverNetwork };
}

/**
 * Redirects are the suite's to assert, as in process: never follow them. A server may close a kept-alive
 * connection after refusing an oversized body without reading it; a request that then finds the socket
 * closed never reached the server, so it is sent once more on a new connection.
 */
async function fetchOverNetwork(request: Request): Promise<Response> {
  const retry = request.clone();
  try {
    return await fetch(request, { redirect: 'manual' });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(retry, { redirect: 'manual' });
  }
}

async function nodeTarget(): Promise<Target> {
  const { createNodeRuntime } = await import('@cambio/server/node');
  // Inside the run's folder (the global setup removes it at the end, even for files that ran no hook).
  const dataDir = mkdtempSync(join(inject('runDir') ?? tmpdir(), 'node-target-'));
  const fixedKey = process.env.CAMBIO_BOOTSTRAP_KEY;
  const runtime = await createNodeRuntime({
    dataDir,
    env: { ...(fixedKey ? { CAMBIO_BOOTSTRAP_KEY: fixedKey } : {}), CAMBIO_LOG_LEVEL: serverLogLevel() },
  });
  const bootstrapKey = runtime.bootstrap?.keys.find((key) => key.role === 'createAndModify')?.key ?? fixedKey;
  if (!bootstrapKey) throw new Error('the node runtime printed no bootstrap key (is it in sandbox mode?)');
  return {
    name: 'node',
    baseUrl: 'http://cambio.test',
    bootstrapKey,
    fetch: async (request) => runtime.app.fetch(request),
    async close() {
      runtime.store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
