import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/** What the suite runs against: the same tests, three ways of reaching a server. */
export interface Target {
  name: 'node' | 'url' | 'worker';
  /** Origin of the requests the suite builds (paths carry `/api`). */
  baseUrl: string;
  fetch(request: Request): Promise<Response>;
  /** A createAndModify key that may call POST /api/sandbox/brokers: every test file makes its own tenant with it. */
  bootstrapKey: string;
  /** Frees what the target holds for one test file (the node target's database and temp folder). */
  close?(): Promise<void>;
}

export type TargetName = Target['name'];

/** CONTRACT_TARGET selects the target: `node` (default), `url` or `worker`. */
export function targetName(env: NodeJS.ProcessEnv = process.env): TargetName {
  const name = env.CONTRACT_TARGET || 'node';
  if (name === 'node' || name === 'url' || name === 'worker') return name;
  throw new Error(`CONTRACT_TARGET must be node, url or worker, not ${JSON.stringify(name)}`);
}

let resolved: Promise<Target> | undefined;

/**
 * The target of this test file. Vitest isolates test files, so the node target is a fresh app on a fresh
 * database per file; the other targets share one server and rely on per-file tenants for isolation.
 */
export function resolveTarget(): Promise<Target> {
  resolved ??= createTarget(targetName());
  return resolved;
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
  return nodeTarget();
}

function urlTarget(): Target {
  const baseUrl = process.env.CONTRACT_BASE_URL;
  const bootstrapKey = process.env.CONTRACT_API_KEY;
  if (!baseUrl || !bootstrapKey) {
    throw new Error(
      'CONTRACT_TARGET=url needs CONTRACT_BASE_URL and CONTRACT_API_KEY (a sandbox createAndModify key)',
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

/** The servers' log level in the suite: silent unless CAMBIO_LOG_LEVEL asks for lines (`info`: every request). */
export function serverLogLevel(): string {
  return process.env.CAMBIO_LOG_LEVEL || 'silent';
}
