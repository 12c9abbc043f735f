import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { isConfigError, parseConfig } from '../config.ts';
import { NotEmptyError } from '../domain/bootstrap.ts';
import { checkDatabaseMode, ModeMismatchError } from '../domain/database-mode.ts';
import { listKeys } from '../domain/keys/api-keys.ts';
import { commandNames } from './command-names.ts';
import { createKey } from './keys-command/create.ts';
import { init } from './keys-command/init.ts';
import { keysTable } from './keys-command/list.ts';
import { NotFoundError, type Output, UsageError } from './keys-command/output.ts';
import { type Command, parse } from './keys-command/parse.ts';
import { revoke } from './keys-command/revoke.ts';
import { migrationsFolder } from './package-files.ts';
import { openSqliteStore } from './sqlite-store.ts';

/** The command's help, in the words of how it was run (command-names.ts). */
export const usage = ({ keys, dataFolder } = commandNames()) => `usage: ${keys} <command>

  list                                   the keys, by user (never their secret)
  create --user <userId> --role <role> [--label <text>]
                                         a new key acting as that user, shown once; a live key
                                         (sk_live_) for a production broker, else sandbox
  revoke <keyId>                         revoke a key (refused from the next request)
  init --broker <name> --email <address> --phone <+E.164> --street <text> --city <text>
       --state <text> --postal-code <code> [--country MX|PE|CO] [--sql <file>]
                                         production (CAMBIO_MODE=production), on an empty database:
                                         the first broker, its operator user (approved in --country,
                                         MX by default) and a live createAndModify key, shown once;
                                         with --sql, writes them as SQL for a D1 database instead
  --data-dir <folder>                    the server's data folder, for any command
  --help                                 this text

Roles: read, createAndModify. Data folder: --data-dir or CAMBIO_DATA_DIR (default: ${dataFolder}). The
command reads CAMBIO_MODE like the server and refuses a database of the other mode.`;

/**
 * The keys command: what it prints and its exit code (0 done, 1 something named was not found or the data
 * cannot be read, 2 a mistake in the command line). A user's mistake is one line, never a stack trace.
 */
export async function runKeysCommand(
  args: string[],
  env: Record<string, string | undefined>,
  output: Output,
): Promise<number> {
  try {
    const command = parse(args);
    if (command.name === 'help') {
      output.out(usage());
      return 0;
    }
    const { dataDir, ...rest } = command;
    await run(rest, dataDir === undefined ? env : { ...env, CAMBIO_DATA_DIR: dataDir }, output);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(`keys: ${error.message}\n\n${usage()}`);
      return 2;
    }
    if (
      error instanceof NotFoundError ||
      error instanceof ModeMismatchError ||
      error instanceof NotEmptyError ||
      isConfigError(error)
    ) {
      output.err(`keys: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

async function run(
  command: Exclude<Command, { name: 'help' }>,
  env: Record<string, string | undefined>,
  output: Output,
): Promise<void> {
  // The mode as the server reads it; the providers are the server's business, not the command's.
  const config = parseConfig(env, { providers: false });
  if (command.name === 'init') return init(command, config, output);
  const file = resolve(config.dataDir, 'cambio.sqlite');
  // Opening a missing file would create an empty database: a wrong CAMBIO_DATA_DIR would look like no keys.
  if (!existsSync(file)) {
    throw new NotFoundError(
      `no database at ${file}: start the server once (${commandNames().start}), or set CAMBIO_DATA_DIR to its data folder`,
    );
  }
  const store = openSqliteStore(file, migrationsFolder);
  try {
    // The server's own rule: a database of the other mode is not touched.
    await checkDatabaseMode(store, config);
    if (command.name === 'list') {
      output.out(keysTable(await listKeys(store)));
    } else if (command.name === 'create') {
      await createKey(store, command, output);
    } else {
      await revoke(store, command, output);
    }
  } finally {
    store.close();
  }
}
