import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, inject } from 'vitest';
import { type FileReport, takeRecordedExercises, takeRecordedSkips } from '../harness/coverage.ts';
import { closeResolvedTarget, resolvedTarget } from '../harness/target.ts';
import { deleteFileTenants } from '../harness/tenant.ts';

/**
 * Runs in every test file (setupFiles). It says the file ran (even when all its tests are skipped), and
 * when the file is done it deletes the sandbox brokers the file made, writes the (operation, status) pairs
 * the file exercised to the folder the global setup made, then closes the file's target. Registered first,
 * so its afterAll runs last.
 */
const file = expect.getState().testPath ?? 'unknown';
const report = (exercises: FileReport['exercises'], skipped: FileReport['skipped'] = []) =>
  writeFileSync(
    join(inject('coverageDir'), `${crypto.randomUUID()}.json`),
    JSON.stringify({ file, exercises, skipped }),
  );

report([]);

afterAll(async () => {
  await deleteFileTenants(await resolvedTarget());
  report(takeRecordedExercises(), takeRecordedSkips());
  await closeResolvedTarget();
});
