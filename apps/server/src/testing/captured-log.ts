import type { LogLevel } from '../config.ts';
import { nodeLogger } from '../node/logger.ts';

export type LogLine = Record<string, unknown> & { level: string; time: number; msg: string };

/**
 * For tests: what the Node runtime's logger would write to stdout, kept as parsed lines instead. Give
 * `destination` to openTestRuntime (or createNodeRuntime), or use `logger` directly.
 */
export function capturedLog(level: LogLevel = 'info') {
  const lines: LogLine[] = [];
  const destination = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  return { lines, destination, logger: nodeLogger(level, destination) };
}
