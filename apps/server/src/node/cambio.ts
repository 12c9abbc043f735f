#!/usr/bin/env node
// The `cambio` command of the packed package (bin in package.json, bundled to dist/cambio.js by
// scripts/build-package.ts): `cambio start` serves, `cambio keys` manages keys, the sandbox commands call a
// running server (cambio/sandbox-commands.ts, cambio/trigger-command.ts). Exit codes: 0 done, 1 failed,
// 2 a mistake in the command line, said in one line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSandboxCommand } from './cambio/sandbox-commands.ts';
import { CommandError } from './cambio/server-command.ts';
import { startUsage, startVariables } from './cambio/start.ts';
import { runTriggerCommand } from './cambio/trigger-command.ts';
import { useCambioCommandNames } from './command-names.ts';
import { runKeysCommand } from './keys-command.ts';
import { packageRoot } from './package-files.ts';

const usage = `usage: cambio <command> [options]

  start      serve the API on an embedded SQLite database (cambio start --help)
  keys       list, create and revoke API keys; make a production database's first key (cambio keys --help)
  sandbox    create or delete an isolated sandbox broker on a running server (cambio sandbox --help)
  clock      clock advance <seconds>: move a broker's sandbox clock forward (cambio clock --help)
  jobs       jobs run: run a broker's due jobs and webhook deliveries now (cambio jobs --help)
  trigger    trigger <outcome> <id>: drive an order, bulk payment, bulk payout or onboarding to a status
             (cambio trigger --help)
  --version  the version of this package
  --help     this text

Exit codes: 0 done, 1 failed (the reason in one line), 2 a mistake in the command line.`;

useCambioCommandNames();
const [command, ...args] = process.argv.slice(2);

function usageMistake(problem: string, help: string): never {
  console.error(`cambio: ${problem} (${help} shows the usage)`);
  process.exit(2);
}

switch (command) {
  case 'start': {
    const started = startVariables(args);
    if (started === 'help') {
      console.log(startUsage);
      break;
    }
    if ('problem' in started) usageMistake(started.problem, 'cambio start --help');
    Object.assign(process.env, started.variables);
    // The server entry `npm start` runs, in this process: it reads its settings from the environment.
    await import('./main.ts');
    break;
  }
  case 'keys':
    try {
      process.exitCode = await runKeysCommand(args, process.env, {
        out: (text) => console.log(text),
        err: (text) => console.error(text),
      });
    } catch (error) {
      console.error(`keys: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    }
    break;
  case 'sandbox':
  case 'clock':
  case 'jobs':
  case 'trigger':
    try {
      console.log(await (command === 'trigger' ? runTriggerCommand(args) : runSandboxCommand(command, args)));
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      if (error.exitCode === 2) usageMistake(error.message, `cambio ${command} --help`);
      console.error(`cambio: ${error.message}`);
      process.exitCode = 1;
    }
    break;
  case 'help':
  case '--help':
  case '-h':
    console.log(usage);
    break;
  case '--version':
    console.log(JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')).version);
    break;
  case undefined:
    console.error(usage);
    process.exitCode = 2;
    break;
  default:
    usageMistake(`unknown command "${command}"`, 'cambio --help');
}
