import type Database from 'better-sqlite3';

/**
 * Reads share one read transaction per turn of the event loop: `begin` before a read opens it if none is
 * open, and it ends after the turn. On its own each read would begin and end one, taking and dropping WAL
 * locks with system calls that cost three times the lookup (docs/performance.md). Writes are never made in
 * it: the store calls `finish` before each of its transactions.
 */
export function sharedReadTransaction(
  sqlite: Database.Database,
  logError: (message: string, error: unknown) => void,
) {
  const beginRead = sqlite.prepare('BEGIN');
  const endRead = sqlite.prepare('COMMIT');
  let reading = false;
  const finish = () => {
    if (!reading) return;
    reading = false;
    // SQLite may have ended it already (an I/O error while reading rolls it back).
    if (!sqlite.inTransaction) return;
    try {
      endRead.run();
    } catch (error) {
      logError('ending a read transaction failed', error);
    }
  };
  const begin = () => {
    if (reading || sqlite.inTransaction) return;
    beginRead.run();
    reading = true;
    setImmediate(finish);
  };
  return { begin, finish };
}
