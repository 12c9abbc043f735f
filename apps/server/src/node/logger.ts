import pino, { type DestinationStream } from 'pino';
import type { LogLevel } from '../config.ts';
import type { Logger } from '../deps.ts';

/**
 * The Node runtime's logger: one JSON line per entry on stdout (`{"level":"info","time":1795000000000,…}`),
 * written asynchronously (pino's sonic-boom destination), so that a request never waits on a write to
 * stdout. `destination` replaces stdout (tests read the lines from it).
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
  // Lines gather up to 8 KB, or a quarter of a second, before a write: one write a line cost a tenth of a
  // booking's CPU under load (measured). Pino flushes what is left when the process exits.
  const stdout = pino.destination({ dest: 1, sync: false, minLength: 8 * 1024 });
  setInterval(() => {
    try {
      stdout.flush();
    } catch {
      // Closed: the process is ending, and pino flushed it.
    }
  }, 250).unref();
  return pino(options, stdout);
}
