// Loaded into the server by BENCH_HEAP_PROFILE (`node --import`): samples the objects that outlive a young
// collection, those later freed by a full one included, and writes them at exit as a .heapprofile (Chrome
// DevTools, Memory, Load). What reaches the old generation is what brings on full collections.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

const folder = process.env.BENCH_HEAP_PROFILE;
if (isMainThread && folder) {
  const session = new Session();
  session.connect();
  // An in-thread session answers synchronously: the profile can be taken in the exit handler.
  const post = (method, params) => {
    let answer;
    session.post(method, params, (error, result) => {
      if (error) throw error;
      answer = result;
    });
    return answer;
  };
  post('HeapProfiler.enable');
  post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMinorGC: false,
    includeObjectsCollectedByMajorGC: true,
  });
  process.on('exit', () => {
    const { profile } = post('HeapProfiler.stopSampling');
    writeFileSync(join(folder, `promoted-${process.pid}.heapprofile`), JSON.stringify(profile));
  });
}
