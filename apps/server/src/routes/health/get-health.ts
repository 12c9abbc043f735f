import { accessVersion } from '../../db/access-schema.ts';
import type { Store } from '../../db/store.ts';
import { ApiError } from '../../errors.ts';
import { operation } from '../define.ts';

/** How long the check waits for the database before it answers 503: a load balancer's probe times out soon after. */
export const healthTimeoutMs = 2000;

/** The one-row access version table: read on both runtimes, present once the migrations ran. */
async function databaseAnswers(store: Store, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const read = store.db
    .select({ version: accessVersion.version })
    .from(accessVersion)
    .limit(1)
    .then(
      (rows) => rows.length === 1,
      () => false,
    );
  try {
    return await Promise.race([read, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/health: no key; 200 while the database answers, else 503 code 40. */
export const getHealthOperation = operation('getHealth', async (c) => {
  if (!(await databaseAnswers(c.get('deps').store, healthTimeoutMs)))
    throw new ApiError('serviceUnavailable');
  return c.json({ status: 'ok' as const }, 200);
});
