import { describe, it } from 'vitest';
import { sandboxOperationsAbsent } from './sandbox-operations.ts';
import { onProduction } from './target.ts';

/**
 * Tests of what only a sandbox server has: the sandbox operations, magic amounts and e-mails, the sandbox
 * clock and jobs, the hosted verification page and the mail outbox. A production server has none of them, so
 * on the production target, or a server over its URL without the sandbox operations, these are skipped; each
 * use says which of them its tests need.
 */
export const sandboxOnly = {
  describe: describe.skipIf(onProduction || sandboxOperationsAbsent),
  it: it.skipIf(onProduction || sandboxOperationsAbsent),
};
