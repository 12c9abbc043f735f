import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

export type CheckpointSettings = { intervalMs: number; restartAtFrames: number; truncateAfterIdleMs: number };

/**
 * PASSIVE rounds often enough that one usually copies everything written since the last before the next
 * group commit: the next commit then starts the WAL over. Every 0.2 s, the WAL grew without end under a
 * steady write load (460 MB in a 20 s benchmark, measured). A WAL past 50,000 frames (about 200 MB) all the
 * same is caught up by the store's own connection, which stalls every request for its sync of the database
 * file: 2 to 20 ms on the benchmark machine (under 1 ms without the sync), and the requests over 25 ms came
 * right after them. At 15,000 frames that was every 0.7 s under the benchmark's bookings, about one request
 * in a hundred; at 50,000 every 2.5 s. Below journal_size_limit with room for what rounds add before the
 * catch-up (about 700 frames each), so that the restart truncates nothing: cutting a 256 MB WAL to 64 MB made
 * the next commit take 55 ms (measured). After a second with nothing written, the checkpointer thread cuts
 * the WAL to nothing instead (checkpointer.cjs), on its own thread: only a commit arriving during that
 * cut waits for it (busy_timeout), once per idle spell.
 */
export const checkpointDefaults: CheckpointSettings = {
  intervalMs: 50,
  restartAtFrames: 50_000,
  truncateAfterIdleMs: 1000,
};

/**
 * Checkpoints on a worker thread with its own connection, every `intervalMs`, instead of in the committing
 * one; it asks for a catch-up when the WAL is past `restartAtFrames`. If that thread fails, the connection
 * checkpoints itself again (SQLite's automatic checkpoints). The store says when it `committed`, and the
 * catch-up ends the store's shared read transaction first (`beforeCatchUp`).
 */
export function startCheckpointer(
  sqlite: Database.Database,
  file: string,
  settings: CheckpointSettings,
  beforeCatchUp: () => void,
  logError: (message: string, error: unknown) => void,
) {
  // The checkpointer's rounds did not copy the whole WAL (commits came during each one): the rest is copied
  // here, between two commits, so that the next commit starts the WAL over. It is the few commits made since
  // the thread's last round, and the sync of the database file: 2 to 20 ms of this thread (measured under the
  // benchmark's bookings), which is why it waits for a large WAL (checkpointDefaults). A RESTART on
  // the checkpointer instead held this connection's writes back, asleep on a busy lock (50 to 130 ms). With
  // nothing committed since the last catch-up there is nothing to copy: the checkpointer, seeing the WAL's
  // size unchanged until the next commit starts it over, asks again each round while the store is idle.
  let committedSinceCatchUp = true;
  const catchUp = () => {
    if (!committedSinceCatchUp) return;
    beforeCatchUp();
    if (!sqlite.open || sqlite.inTransaction) return;
    committedSinceCatchUp = false;
    try {
      sqlite.pragma('wal_checkpoint(PASSIVE)');
    } catch (error) {
      logError('WAL checkpoint failed', error);
    }
  };
  const worker = new Worker(fileURLToPath(new URL('./checkpointer.cjs', import.meta.url)), {
    workerData: {
      file,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      ...settings,
    },
  });
  worker.unref();
  sqlite.pragma('wal_autocheckpoint = 0');
  // The WAL file restarts from its beginning once fully checkpointed; this keeps it from staying larger.
  sqlite.pragma('journal_size_limit = 268435456');
  let running = true;
  worker.on('error', (error) => logError('WAL checkpointer failed', error));
  worker.on('message', (message) => {
    if (message === 'catch-up') catchUp();
  });
  worker.on('exit', () => {
    if (running && sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
    running = false;
  });
  return {
    committed() {
      committedSinceCatchUp = true;
    },
    stop() {
      running = false;
      worker.postMessage('stop');
    },
  };
}

/**
 * At close: the WAL checkpointed into the database file and cut. SQLite does so itself when its last
 * connection closes, which this one need not be (the checkpointer's, another process's). The checkpointer
 * may be in a round ('stop' is a message it has yet to read): a busy checkpoint is tried again for up to half
 * a second, without waiting on locks. Still busy, another connection uses the WAL (a running server, when
 * this is the keys command) and checkpoints it itself. One that fails loses nothing: the next open replays
 * the WAL.
 */
export function checkpointAtClose(
  sqlite: Database.Database,
  logError: (message: string, error: unknown) => void,
): void {
  try {
    sqlite.pragma('busy_timeout = 0');
    let busy = true;
    for (let tries = 0; busy && tries < 50; tries++) {
      if (tries > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      busy = Boolean((sqlite.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[])[0]?.busy);
    }
  } catch (error) {
    logError('WAL checkpoint at close failed', error);
  }
}
