// The WAL checkpoints of the Node store, on their own thread and connection (see sqlite-store.ts). Plain
// CommonJS, so that it loads the same under tsx, vitest and plain node.
const { existsSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);

// Never creates the file: a store closed and removed before this thread started leaves nothing behind, and
// this thread then ends quietly.
function open() {
  try {
    return new Database(workerData.file, { fileMustExist: true });
  } catch (error) {
    if (existsSync(workerData.file)) throw error;
    return undefined;
  }
}
const db = open();
if (db) run(db);
else parentPort.close();

function run(db) {
  db.pragma('busy_timeout = 5000');
  const stop = () => {
    clearInterval(timer);
    if (db.open) db.close();
    parentPort.close();
  };
  // PASSIVE never waits for the writer or the readers: it copies what it can, and the next round the rest.
  // A WAL that grew past restartAtFrames all the same (commits came while every round ran, so none ended with
  // the whole WAL copied) is the store's to finish: it copies the little left between two of its commits (see
  // sqlite-store.ts). A failing round (the store closed and its files removed before 'stop' arrived) ends the
  // thread; the store then checkpoints by itself again, if it is still open.
  //
  // A store idle for truncateAfterIdleMs with its whole WAL copied gets the WAL file cut to nothing. Reused
  // from its start, an old WAL is written over pages the machine may have paged out in the meantime, and
  // every frame's write then reads its page back first (frames are not page-aligned): the main thread waited
  // on such reads for about 0.3 s of a 10 s booking run, the second round of a full benchmark (docs/performance.md).
  // Truncated, the next burst of writes only extends the file. Without waiting (busy_timeout 0): a store
  // that is writing or reading from the WAL again is not idle, and the next idle spell tries again.
  let idleSince;
  let lastLog;
  const truncateWhenIdle = (passive) => {
    const idle = passive.log > 0 && passive.checkpointed === passive.log && passive.log === lastLog;
    lastLog = passive.log;
    if (!idle) {
      idleSince = undefined;
      return;
    }
    idleSince ??= Date.now();
    if (Date.now() - idleSince < workerData.truncateAfterIdleMs) return;
    db.pragma('busy_timeout = 0');
    try {
      db.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      db.pragma('busy_timeout = 5000');
    }
  };
  const checkpoint = () => {
    try {
      const [passive] = db.pragma('wal_checkpoint(PASSIVE)');
      if (!passive) return;
      if (passive.log >= workerData.restartAtFrames) parentPort.postMessage('catch-up');
      truncateWhenIdle(passive);
    } catch {
      stop();
    }
  };
  const timer = setInterval(checkpoint, workerData.intervalMs);
  parentPort.on('message', (message) => {
    if (message === 'stop') stop();
  });
}
