// What the `cambio` commands that call a running server share (sandbox, clock, jobs, trigger): the options
// --url, --key, --json and --help, one HTTP call with the key, the server's refusal said in one line, and a
// small table for people.
import { type ParseArgsConfig, parseArgs } from 'node:util';
import type { components } from '@cambio/contract';
import { optionProblem } from '../keys-command/parse.ts';

/** A mistake in the command line (exit 2) or a refusal by the server (exit 1), said in one line. */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

export type Call = { method: 'POST' | 'DELETE'; path: string; body?: unknown };

/** The call a command line asks for and how to show its answer to people. */
export type ServerCall = { call: Call; show: (answer: never) => string };

type Options = NonNullable<ParseArgsConfig['options']>;
/** The options given, by name (a string option's value, true for a flag). */
export type OptionValues = Partial<Record<string, string | boolean>>;

export type ServerCommand = {
  usage: string;
  /** Options of this command beyond --url, --key, --json and --help. */
  options?: Options;
  /** The call; a CommandError (exit 2) for a mistake in the positionals or options. */
  callOf: (positionals: string[], values: OptionValues) => ServerCall;
};

const commonOptions = {
  url: { type: 'string' },
  key: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Options;

/** Runs a command against the server (`fetch` injectable for tests); returns what to print. */
export async function runServerCommand(
  command: ServerCommand,
  args: string[],
  send: typeof fetch = fetch,
): Promise<string> {
  let parsed: { values: OptionValues; positionals: string[] };
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: { ...command.options, ...commonOptions },
    }) as typeof parsed;
  } catch (error) {
    throw new CommandError(optionProblem(error), 2);
  }
  const { values, positionals } = parsed;
  if (values.help) return command.usage;
  const { call, show } = command.callOf(positionals, values);
  const { key, url: base = 'http://127.0.0.1:8787' } = values as { key?: string; url?: string };
  if (key === undefined) throw new CommandError('--key is needed: an API key of the broker', 2);
  // Joined as text, so a base URL with a path (https://example.com/cambio) keeps it.
  const url = `${base.replace(/\/+$/, '')}${call.path}`;
  if (!URL.canParse(url)) throw new CommandError(`--url ${base} is not an http URL`, 2);
  const answer = await callServer(new URL(url), call, key, send);
  if (values.json) return JSON.stringify(answer ?? {}, null, 2);
  return show(answer as never);
}

/** The call; its JSON answer (undefined for 204), or a CommandError with the server's errors. */
async function callServer(url: URL, call: Call, key: string, send: typeof fetch): Promise<unknown> {
  const headers: Record<string, string> = { 'x-api-key': key };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    response = await send(url, { method: call.method, headers, body });
  } catch (error) {
    const reason =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new CommandError(`cannot reach ${url.origin}: ${reason}`, 1);
  }
  const text = await response.text();
  if (response.ok) return text === '' ? undefined : JSON.parse(text);
  const errors = (() => {
    try {
      return (JSON.parse(text) as components['schemas']['ErrorBody']).errors;
    } catch {
      return undefined;
    }
  })();
  const said =
    errors?.map((error) => `code ${error.code}: ${error.message}`).join('; ') ?? text.slice(0, 200);
  throw new CommandError(`${call.method} ${url.pathname} answered ${response.status} (${said})`, 1);
}

/** Two columns, the names aligned. */
export const columns = (rows: Array<[string, string | number | boolean]>) => {
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows.map(([name, value]) => `${name.padEnd(width)}  ${value}`).join('\n');
};
