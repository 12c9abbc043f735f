import { it, TestRunner } from 'vitest';
import { recordSkip } from './coverage.ts';

/**
 * Whether this run's server lacks the sandbox operations (`/api/sandbox/*`): a production-mode server, or an
 * implementation without that part, checked over its URL. `cambio-conformance` sets CONTRACT_SANDBOX=absent
 * when GET /api/sandbox/clock answers 404 or 501. (The production target has none either, but makes its
 * brokers and keys with the operator's tools in process: src/targets/production.ts.)
 */
export const sandboxOperationsAbsent =
  process.env.CONTRACT_TARGET === 'url' && process.env.CONTRACT_SANDBOX === 'absent';

/** Thrown at the top of a test file that cannot go on; the kit's runner (kit/kit-runner.ts) ends its collection. */
export class NeedsSandboxOperations extends Error {
  override name = 'NeedsSandboxOperations';
}

/**
 * Skips what needs `need` (a sandbox operation), saying so: inside a test, that test; at the top of a test file
 * (a tenant made before any test), the whole file, which stands as one skipped check naming the reason since its
 * own checks never registered. The reason is recorded for the run's summary (src/setup/global-setup.ts).
 */
export function skipWithoutSandbox(need: string): never {
  const reason = `needs ${need}, which the server lacks`;
  const test = TestRunner.getCurrentTest();
  recordSkip(test?.name ?? 'every check of the file', reason);
  if (test) test.context.skip(reason);
  it(`skipped: ${reason}`, (context) => context.skip(reason));
  throw new NeedsSandboxOperations(reason);
}
