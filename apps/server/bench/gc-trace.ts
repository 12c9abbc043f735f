/** The server's garbage collections while a case is timed, read from the lines `node --trace-gc` prints. */
export type GcFigures = { pauseMs: number; longestMs: number; full: number };

const none = (): GcFigures => ({ pauseMs: 0, longestMs: 0, full: 0 });

// "[pid:0x…]  1234 ms: Mark-Compact 13.9 (18.8) -> 10.6 (19.4) MB, 12.32 / 0.00 ms  (…" (newer V8 puts more
// "name: value," fields before the pause).
const traced = /ms: (Scavenge|Minor Mark-Sweep|Mark-Compact)\b.*?MB, (?:[^,]*, )*?([\d.]+) \/ [\d.]+ ms/;
// A full collection's incremental marking ran before it, in steps on the main thread: "(+ 10.1 ms in 13
// steps since start of marking, biggest step 2.0 ms, …".
const marking = /\(\+ ([\d.]+) ms in \d+ steps? since start of marking, biggest step ([\d.]+) ms/;

export function gcTrace() {
  let figures = none();
  return {
    line(text: string): void {
      const match = traced.exec(text);
      if (!match) return;
      const pause = Number(match[2]);
      const steps = marking.exec(text);
      figures.pauseMs += pause + Number(steps?.[1] ?? 0);
      figures.longestMs = Math.max(figures.longestMs, pause, Number(steps?.[2] ?? 0));
      if (!match[1]?.startsWith('Scavenge') && !match[1]?.startsWith('Minor')) figures.full++;
    },
    /** The figures since the last call. */
    take(): GcFigures {
      const taken = figures;
      figures = none();
      return taken;
    },
  };
}
