// `cambio sandbox create|delete`, `cambio clock advance`, `cambio jobs run`: the sandbox operations of a running
// server (local or remote, --url), called over HTTP with a key of the broker they act on (--key). A table for
// people, the answer's JSON for scripts (--json).
import type { components } from '@cambio/contract';
import { type Call, CommandError, columns, runServerCommand, type ServerCall } from './server-command.ts';

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

/** What `args` (after the command's name) asks for: the call to make and how to show its answer. */
function commandOf(command: string, positionals: string[]): ServerCall {
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
export function runSandboxCommand(command: string, args: string[]): Promise<string> {
  const callOf = (positionals: string[]) => commandOf(command, positionals);
  return runServerCommand({ usage: sandboxUsage, callOf }, args);
}

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
