import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { FileReport } from '../harness/coverage.ts';
import { coverageReport, formatCoverage } from '../harness/coverage-report.ts';
import { sandboxOperationsAbsent } from '../harness/sandbox-operations.ts';
import { targetName } from '../harness/target.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's temporary folder, removed at the end: node target databases live in it. */
    runDir: string;
    /** Where each test file writes the (operation, status) pairs it exercised. */
    coverageDir: string;
  }
}

/**
 * Collects what every test file exercised, prints the coverage table once the run is over, and fails the
 * run when an operation has no exercised status (or an implemented one has no 2xx). A run of only some
 * test files, or with a test name filter, prints the table without judging it: the verdict needs the whole
 * suite.
 */
export default async function setup(project: TestProject) {
  const runDir = mkdtempSync(join(tmpdir(), 'cambio-contract-'));
  const coverageDir = join(runDir, 'coverage');
  mkdirSync(coverageDir);
  project.provide('runDir', runDir);
  project.provide('coverageDir', coverageDir);
  return async () => {
    const reports: FileReport[] = readdirSync(coverageDir).map((name) =>
      JSON.parse(readFileSync(join(coverageDir, name), 'utf8')),
    );
    rmSync(runDir, { recursive: true, force: true });
    const { testFiles } = await project.globTestFiles();
    const reported = new Set(reports.map((report) => report.file));
    const missing = testFiles.filter((file) => !reported.has(file));
    const skips = reports.flatMap(({ file, skipped = [] }) => skipped.map((skip) => ({ file, ...skip })));
    const complete = missing.length === 0 && !project.config.testNamePattern && skips.length === 0;
    const report = coverageReport(reports);
    const title = `Contract coverage (target ${targetName()}): operations and the statuses the suite exercised`;
    const skipsText = formatSkips(
      skips.map((skip) => ({ ...skip, file: relative(project.config.root, skip.file) })),
    );
    process.stdout.write(`\n${title}\n\n${formatCoverage(report)}\n\n${skipsText}`);
    if (!complete) {
      process.stdout.write(
        `Only part of the suite ran (${sandboxOperationsAbsent ? 'checks skipped for the sandbox operations' : 'some files, or a test name filter'}): coverage is reported, not enforced.\n\n`,
      );
      return;
    }
    if (report.failures.length > 0) {
      // Vitest only logs errors thrown by a global teardown; the exit code has to be set here.
      process.exitCode = 1;
      throw new Error(`Contract coverage is incomplete:\n  - ${report.failures.join('\n  - ')}`);
    }
  };
}

/** The checks skipped for what the server lacks, under each reason: a file's name alone stands for all its checks. */
function formatSkips(skips: Array<{ file: string; test: string; reason: string }>): string {
  if (skips.length === 0) return '';
  const byReason = new Map<string, typeof skips>();
  for (const skip of skips) byReason.set(skip.reason, [...(byReason.get(skip.reason) ?? []), skip]);
  const lines = [...byReason].flatMap(([reason, checks]) => [
    `Skipped (${checks.length}): ${reason}`,
    ...checks
      .sort((a, b) => a.file.localeCompare(b.file))
      .map(({ file, test }) => `  ${file}${test === 'every check of the file' ? '' : ` > ${test}`}`),
  ]);
  return `${lines.join('\n')}\n\n`;
}
