import type { OperationId } from '@cambio/contract';

/** One response the suite saw for an operation of the document; `violated`: one such answer broke the document. */
export type Exercise = { operationId: OperationId; status: number; violated?: boolean };

/** A check skipped for what the server lacks, and why. */
export type Skip = { test: string; reason: string };

/** What one test file reported: written by src/setup/record-coverage.ts, read by the global teardown. */
export type FileReport = { file: string; exercises: Exercise[]; skipped?: Skip[] };

const seen = new Map<string, Exercise>();
const skipped: Skip[] = [];

export function recordSkip(test: string, reason: string): void {
  skipped.push({ test, reason });
}

/** The skips recorded since the last call. */
export function takeRecordedSkips(): Skip[] {
  return skipped.splice(0);
}

export function recordExercise(operationId: OperationId, status: number, violated: boolean): void {
  const key = `${operationId} ${status}`;
  seen.set(key, { operationId, status, violated: violated || seen.get(key)?.violated === true });
}

/** What was recorded since the last call: test files share this module (vitest runs them unisolated). */
export function takeRecordedExercises(): Exercise[] {
  const taken = [...seen.values()];
  seen.clear();
  return taken;
}
