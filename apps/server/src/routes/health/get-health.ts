import { accessVersion } from '../../db/access-schema.ts';
import type { Store } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import { operation } from '../define.ts';

/** How long the check waits for the database before it answers 503: a load balancer's probe times out soon after. */
export const healthTimeoutMs = 2000;

/** Reads the one-row access version table (both runtimes, once migrated): why not, or undefined when it answers. */
async function databaseProblem(store: Store, timeoutMs: number): Promise<string | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  const read = store.db
    .select({ version: accessVersion.version })
    .from(accessVersion)
    .limit(1)
    .then(
      (rows) => (rows.length === 1 ? undefined : 'the access_version row is missing'),
      (error: unknown) => String(error),
    );
  try {
    return await Promise.race([read, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/health: no key; 200 while the database answers, else 503 code 40 (the reason logged). */
export const getHealthOperation = operation('getHealth', async (c) => {
  const { store, logger } = c.get('deps');
  const problem = await databaseProblem(store, healthTimeoutMs);
  if (problem !== undefined) {
    logger.warn({ problem }, 'health check: the database does not answer');
    throw new ApiError('serviceUnavailable');
  }
  return c.json({ status: 'ok' as const }, 200);
});
