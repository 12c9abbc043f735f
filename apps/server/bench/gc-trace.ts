/** The server's garbage collections while a case is timed, read from the lines `node --trace-gc` prints. */
export type GcFigures = { pauseMs: number; longestMs: number; full: number };

type Counted = GcFigures & { collections: number };

// "[pid:0x…]  1234 ms: Mark-Compact 13.9 (18.8) -> 10.6 (19.4) MB, 12.32 / 0.00 ms  (…" (newer V8 puts more
// "name: value," fields before the pause). The 0x… names the isolate: worker threads have their own.
const traced =
  /^\[\d+:(0x[\da-f]+)\]\s+\d+ ms: (Scavenge|Minor Mark-Sweep|Mark-Compact)\b.*?MB, (?:[^,]*, )*?([\d.]+) \/ [\d.]+ ms/;
// A full collection's incremental marking ran before it, in steps on the main thread: "(+ 10.1 ms in 13
// steps since start of marking, biggest step 2.0 ms, …".
const marking = /\(\+ ([\d.]+) ms in \d+ steps? since start of marking, biggest step ([\d.]+) ms/;

export function gcTrace() {
  let isolates = new Map<string, Counted>();
  return {
    line(text: string): void {
      const match = traced.exec(text);
      if (!match) return;
      const [, isolate = '', kind = '', pauseText = '0'] = match;
      let figures = isolates.get(isolate);
      if (!figures) {
        figures = { pauseMs: 0, longestMs: 0, full: 0, collections: 0 };
        isolates.set(isolate, figures);
      }
      const pause = Number(pauseText);
      const steps = marking.exec(text);
      figures.collections++;
      figures.pauseMs += pause + Number(steps?.[1] ?? 0);
      figures.longestMs = Math.max(figures.longestMs, pause, Number(steps?.[2] ?? 0));
      if (kind === 'Mark-Compact') figures.full++;
    },
    /**
     * The figures since the last call, of the main thread: the isolate that collected most often (the WAL
     * checkpointer's thread has its own, which rarely collects).
     */
    take(): GcFigures {
      const busiest = [...isolates.values()].sort((a, b) => b.collections - a.collections)[0];
      isolates = new Map();
      return { pauseMs: busiest?.pauseMs ?? 0, longestMs: busiest?.longestMs ?? 0, full: busiest?.full ?? 0 };
    },
  };
}
