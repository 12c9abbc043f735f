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
  const checkpoint = () => {
    try {
      const [passive] = db.pragma('wal_checkpoint(PASSIVE)');
      if (passive && passive.log >= workerData.restartAtFrames) parentPort.postMessage('catch-up');
    } catch {
      stop();
    }
  };
  const timer = setInterval(checkpoint, workerData.intervalMs);
  parentPort.on('message', (message) => {
    if (message === 'stop') stop();
  });
}
