import { expect } from 'vitest';
import { runKeysCommand } from '../node/keys-command.ts';
import { createNodeRuntime } from '../node/runtime.ts';
import { operatorInitOptions } from './production-fixtures.ts';

/**
 * For tests: a production server on the data folder of `env` after the operator's `keys init` (its log
 * silent), and a call of its app with the live key init printed; answers' bodies typed as `Body`.
 */
export async function startInitializedProduction<Body = Record<string, unknown> & unknown[]>(
  env: Record<string, string> & { CAMBIO_DATA_DIR: string },
) {
  const out: string[] = [];
  const init = await runKeysCommand(['init', ...operatorInitOptions], env, {
    out: (text) => out.push(text),
    err: (text) => out.push(text),
  });
  expect(init, out.join('\n')).toBe(0);
  const key = out.join('\n').match(/sk_live_\S+/)?.[0] ?? '';
  const runtime = await createNodeRuntime({
    dataDir: env.CAMBIO_DATA_DIR,
    env: { ...env, CAMBIO_LOG_LEVEL: 'silent' },
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await runtime.app.request(path, {
      method,
      headers: { 'x-api-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Body };
  };
  return { runtime, call };
}
