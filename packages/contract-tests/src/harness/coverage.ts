import type { OperationId } from '@cambio/contract';

/** One response the suite saw for an operation of the document; `violated`: one such answer broke the document. */
export type Exercise = { operationId: OperationId; status: number; violated?: boolean };

/** What one test file reported: written by src/setup/record-coverage.ts, read by the global teardown. */
export type FileReport = { file: string; exercises: Exercise[] };

const seen = new Map<string, Exercise>();

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
