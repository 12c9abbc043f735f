import type { OperationId } from '@cambio/contract';
import type { FileReport } from './coverage.ts';
import { documentedStatuses, operationEntries } from './document.ts';
import { onProduction } from './target.ts';

export type CoverageRow = {
  operationId: OperationId;
  route: string;
  pending: boolean;
  exercised: number[];
  /** Statuses of which an answer broke the document (its test failed naming the operation). */
  violated: number[];
  documented: number[];
};

export type CoverageReport = { rows: CoverageRow[]; failures: string[] };

/**
 * Operations of the production document that never answer a 2xx there, each for its reason: the coverage check
 * asks them for a status only on the production target.
 */
const without2xxInProduction: Partial<Record<OperationId, string>> = {
  checkCryptoPayment:
    'a simulated crypto deposit: 422 code 32 in production, where the operator records deposits',
};

/**
 * Joins what every test file exercised with the document's operations. A pending operation is one the server
 * answered 501 (code 10: no handler yet; the document need not list it): it fails the run without any status,
 * an implemented one without a 2xx.
 */
export function coverageReport(reports: FileReport[]): CoverageReport {
  const exercised = new Map<OperationId, Set<number>>();
  const violated = new Map<OperationId, Set<number>>();
  for (const { operationId, status, violated: broke } of reports.flatMap((report) => report.exercises)) {
    exercised.set(operationId, (exercised.get(operationId) ?? new Set()).add(status));
    if (broke) violated.set(operationId, (violated.get(operationId) ?? new Set()).add(status));
  }
  const rows = operationEntries.map((entry) => ({
    operationId: entry.id,
    route: `${entry.method.toUpperCase()} ${entry.template}`,
    pending: exercised.get(entry.id)?.has(501) === true,
    exercised: [...(exercised.get(entry.id) ?? [])].sort((a, b) => a - b),
    violated: [...(violated.get(entry.id) ?? [])].sort((a, b) => a - b),
    documented: documentedStatuses(entry.id),
  }));
  const failures = rows.flatMap((row) => {
    if (row.exercised.length === 0) return [`${row.operationId}: no status exercised`];
    const needs2xx = !row.pending && !(onProduction && without2xxInProduction[row.operationId]);
    if (needs2xx && !row.exercised.some((status) => status >= 200 && status < 300)) {
      return [`${row.operationId}: implemented but no 2xx exercised`];
    }
    return [];
  });
  return { rows, failures };
}

/**
 * The table the suite prints: operation, route, exercised statuses, those of which an answer broke the document,
 * documented statuses not exercised.
 */
export function formatCoverage({ rows }: CoverageReport): string {
  const header = ['operation', 'route', 'exercised', 'against the document', 'documented, not exercised'];
  const lines = rows.map((row) => [
    row.pending ? `${row.operationId} (pending)` : row.operationId,
    row.route,
    row.exercised.join(' ') || '-',
    row.violated.length > 0 ? `FAILED ${row.violated.join(' ')}` : '-',
    row.documented.filter((status) => !row.exercised.includes(status)).join(' ') || '-',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}
