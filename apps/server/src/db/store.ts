export const accessVersionSql = 'SELECT version FROM access_version WHERE id = 1';

/** The guard's SQL: the CHECK on batch_guard.changed fails when the previous statement changed nothing. */
export const guardSql = 'INSERT OR REPLACE INTO batch_guard (id, changed) VALUES (1, changes())';

/** Raised by `commit` when a guarded statement matched no row: the data moved since it was read. */
export class ConcurrentChangeError extends Error {
  constructor() {
    super('The data changed while the request was being processed');
  }
}

/** The messages of `error` and of its causes, outermost first (drivers wrap SQLite's error in their own). */
export function causeMessages(error: unknown): string[] {
  const messages: string[] = [];
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    messages.push(String((current as { message?: unknown }).message ?? ''));
  }
  return messages;
}

/** Whether a unique index on `column` ("table.column") refused a row, by `error` or one of its causes. */
export function violatesUnique(error: unknown, column: string): boolean {
  return causeMessages(error).some(
    (message) => message.includes('UNIQUE constraint failed') && message.includes(column),
  );
}

export function isGuardViolation(error: unknown): boolean {
  return causeMessages(error).some((message) => message.includes('batch_guard_changed'));
}
