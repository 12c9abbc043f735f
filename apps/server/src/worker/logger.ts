import pino from 'pino';
import type { LogLevel } from '../config.ts';
import type { Logger } from '../deps.ts';

/** Each level through the console method of the same severity: Workers Logs records it as the entry's level. */
const consoleOf = {
  fatal: (entry: object) => console.error(entry),
  error: (entry: object) => console.error(entry),
  warn: (entry: object) => console.warn(entry),
  info: (entry: object) => console.info(entry),
  debug: (entry: object) => console.debug(entry),
  trace: (entry: object) => console.debug(entry),
};

/**
 * The Worker's logger: pino's browser build, which wrangler bundles for workerd (esbuild's browser platform
 * takes the package's `browser` field; the Node build needs `fs`, `os` and worker threads). Each entry is
 * one object given to the console, with the same fields as the Node lines (`time` in epoch milliseconds, as
 * there): Workers Logs and `wrangler tail` keep it as structured data, field by field.
 */
export function workerLogger(level: LogLevel): Logger {
  return pino({
    level,
    browser: { write: consoleOf, formatters: { level: (label: string) => ({ level: label }) } },
  });
}
