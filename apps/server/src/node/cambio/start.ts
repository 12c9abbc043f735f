// `cambio start`'s options: each sets the environment variable the server reads (config.ts), so a flag and its
// variable are one setting, checked in one place when the server starts.
import { parseArgs } from 'node:util';
import { optionProblem } from '../keys-command/parse.ts';

export const startUsage = `usage: cambio start [--port <n>] [--host <address>] [--data-dir <folder>] [--mode <mode>]

Serves the API, its document (/openapi.json) and reference (/docs) on an embedded SQLite database, as
\`npm start\` does in the repository. A first start in sandbox mode makes a sandbox broker and its user and
prints their keys once. SIGINT or SIGTERM stops it: requests and jobs in flight finish, the database closes.

  --port <n>            PORT: the port to listen on, 0 for a free one (default 8787)
  --host <address>      HOST: the address to listen on, :: for every address (default 127.0.0.1)
  --data-dir <folder>   CAMBIO_DATA_DIR: the database, uploads and mail outbox (default ./data)
  --mode <mode>         CAMBIO_MODE: sandbox or production (default: sandbox for a new or sandbox database)
  --help                this text

An option overrides its variable; every other setting is an environment variable (docs/configuration.md).

Exit codes: 0 stopped cleanly, 1 could not start (a setting refused, the port taken, the data unreadable) or
stopped without its requests finishing, 2 a mistake in the command line.`;

const variables = { port: 'PORT', host: 'HOST', 'data-dir': 'CAMBIO_DATA_DIR', mode: 'CAMBIO_MODE' } as const;

/** The environment variables the options set, 'help', or the mistake in the command line. */
export function startVariables(
  args: string[],
): 'help' | { variables: Record<string, string> } | { problem: string } {
  let values: Partial<Record<keyof typeof variables | 'help', string | boolean>>;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'data-dir': { type: 'string' },
        mode: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { problem: optionProblem(error) };
  }
  if (values.help) return 'help';
  const set = Object.entries(variables).flatMap(([option, variable]) => {
    const value = values[option as keyof typeof variables];
    return typeof value === 'string' ? [[variable, value]] : [];
  });
  return { variables: Object.fromEntries(set) };
}
