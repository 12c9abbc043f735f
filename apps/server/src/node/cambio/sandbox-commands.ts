// `cambio sandbox create|delete`, `cambio clock advance`, `cambio jobs run`: the sandbox operations of a running
// server (local or remote, --url), called over HTTP with a key of the broker they act on (--key). A table for
// people, the answer's JSON for scripts (--json).
import { parseArgs } from 'node:util';
import type { components } from '@cambio/contract';
import { optionProblem } from '../keys-command/parse.ts';

type Schemas = components['schemas'];

export const sandboxUsage = `usage: cambio <command> --key <key> [--url <url>] [--json]

  sandbox create           a new isolated sandbox broker, its caller user and one key per role
                           (the keys are shown once)
  sandbox delete <id>      delete that broker with everything it holds (--key: one of its own keys)
  clock advance <seconds>  move the key's broker's clock forward, running what comes due on the way
  jobs run                 run the jobs and webhook deliveries of the key's broker that are due now

  --key <key>    an API key of the broker (createAndModify for all but sandbox create)
  --url <url>    the server (default http://127.0.0.1:8787)
  --json         the server's answer as JSON, for scripts
  --help         this text

Sandbox servers only: a production server answers 404 code 13. Exit codes: 0 done, 1 refused by the
server (its error printed) or not reachable, 2 a mistake in the command line.`;

/** A mistake in the command line (exit 2) or a refusal by the server (exit 1), said in one line. */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

type Call = { method: 'POST' | 'DELETE'; path: string; body?: unknown };

/** What `args` (after the command's name) asks for: the call to make and how to show its answer. */
function commandOf(command: string, positionals: string[]): { call: Call; show: (answer: never) => string } {
  const usage = (problem: string) => new CommandError(problem, 2);
  const [verb, argument, ...extra] = positionals;
  if (extra.length > 0) throw usage(`unexpected ${extra.join(' ')}`);
  const named = `${command} ${verb ?? ''}`.trim();
  switch (named) {
    case 'sandbox create':
      if (argument !== undefined) throw usage('sandbox create takes no arguments');
      return { call: { method: 'POST', path: '/api/sandbox/brokers' }, show: brokerTable };
    case 'sandbox delete':
      if (argument === undefined) throw usage('sandbox delete needs the broker id (brk_…)');
      return {
        call: { method: 'DELETE', path: `/api/sandbox/brokers/${encodeURIComponent(argument)}` },
        show: () => `deleted broker ${argument}`,
      };
    case 'clock advance': {
      const seconds = Number(argument);
      if (argument === undefined || !Number.isInteger(seconds)) {
        throw usage('clock advance needs a whole number of seconds');
      }
      const call: Call = { method: 'POST', path: '/api/sandbox/clock/advance', body: { seconds } };
      return { call, show: clockTable };
    }
    case 'jobs run':
      if (argument !== undefined) throw usage('jobs run takes no arguments');
      return { call: { method: 'POST', path: '/api/sandbox/jobs/run' }, show: jobsTable };
    default:
      throw usage(verb === undefined ? `${command} needs a subcommand` : `unknown command "${named}"`);
  }
}

/** Runs one sandbox command; returns what to print. */
export async function runSandboxCommand(command: string, args: string[]): Promise<string> {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(args);
  } catch (error) {
    throw new CommandError(optionProblem(error), 2);
  }
  const { values, positionals } = parsed;
  if (values.help) return sandboxUsage;
  const { call, show } = commandOf(command, positionals);
  if (values.key === undefined) throw new CommandError('--key is needed: an API key of the broker', 2);
  // Joined as text, so a base URL with a path (https://example.com/cambio) keeps it.
  const url = `${(values.url ?? 'http://127.0.0.1:8787').replace(/\/+$/, '')}${call.path}`;
  if (!URL.canParse(url)) throw new CommandError(`--url ${values.url} is not an http URL`, 2);
  const answer = await send(new URL(url), call, values.key);
  if (values.json) return JSON.stringify(answer ?? {}, null, 2);
  return show(answer as never);
}

function parseOptions(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      url: { type: 'string' },
      key: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** The call; its JSON answer (undefined for 204), or a CommandError with the server's errors. */
async function send(url: URL, call: Call, key: string): Promise<unknown> {
  const headers: Record<string, string> = { 'x-api-key': key };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    response = await fetch(url, { method: call.method, headers, body });
  } catch (error) {
    const reason =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new CommandError(`cannot reach ${url.origin}: ${reason}`, 1);
  }
  const text = await response.text();
  if (response.ok) return text === '' ? undefined : JSON.parse(text);
  const errors = (() => {
    try {
      return (JSON.parse(text) as Schemas['ErrorBody']).errors;
    } catch {
      return undefined;
    }
  })();
  const said =
    errors?.map((error) => `code ${error.code}: ${error.message}`).join('; ') ?? text.slice(0, 200);
  throw new CommandError(`${call.method} ${url.pathname} answered ${response.status} (${said})`, 1);
}

/** Two columns, the names aligned. */
const columns = (rows: Array<[string, string | number | boolean]>) => {
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows.map(([name, value]) => `${name.padEnd(width)}  ${value}`).join('\n');
};

function brokerTable(broker: Schemas['SandboxBroker']): string {
  return columns([
    ['broker', broker.brokerId],
    ['user', broker.user.id],
    ...broker.keys.map((key): [string, string] => [`key ${key.role}`, key.key]),
  ]);
}

function clockTable(moved: Schemas['SandboxClockMoved']): string {
  return columns([
    ['now', moved.now],
    ['offset seconds', moved.offsetMs / 1000],
    ['ran', moved.ran],
    ['caught up', moved.caughtUp],
  ]);
}

function jobsTable(result: Schemas['SandboxJobRunResult']): string {
  return columns([
    ['ran', result.ran],
    ['remaining', result.remaining],
  ]);
}
