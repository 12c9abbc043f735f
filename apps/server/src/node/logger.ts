import pino, { type DestinationStream } from 'pino';
import type { LogLevel } from '../config.ts';
import type { Logger } from '../deps.ts';

/**
 * The Node runtime's logger: one JSON line per entry on stdout (`{"level":"info","time":1795000000000,…}`),
 * written asynchronously (pino's sonic-boom destination: lines written while a write is under way are
 * joined into the next write, and what is left is flushed when the process exits), so that a request
 * never waits on a write to stdout. `destination` replaces stdout (tests read the lines from it).
 */
export function nodeLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    // No pid and hostname on every line: one process per data directory, and the platform knows its host.
    base: undefined,
    // `time` in epoch milliseconds, pino's default: an ISO string cost 0.7 µs more a line (40 % of the line).
    formatters: { level: (label: string) => ({ level: label }) },
  };
  if (destination) return pino(options, destination);
  // A silent logger writes nothing: no destination opened on stdout for it (the tests make many).
  if (level === 'silent') return pino(options);
  return pino(options, pino.destination({ dest: 1, sync: false }));
}
