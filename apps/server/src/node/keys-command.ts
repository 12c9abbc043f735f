import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { isConfigError, parseConfig } from '../config.ts';
import { users } from '../db/schema.ts';
import { issueKey, listKeys, revokeKey } from '../domain/keys/api-keys.ts';
import { migrationsFolder } from './runtime.ts';
import { openSqliteStore } from './sqlite-store.ts';

export const usage = `usage: npm run keys -- <command>

  list                                   the keys, by user (never their secret)
  create --user <userId> --role <role> [--label <text>]
                                         a new key acting as that user, shown once
  revoke <keyId>                         revoke a key (refused from the next request)
  --help                                 this text

Roles: read, createAndModify. Data folder: CAMBIO_DATA_DIR (default: data, under apps/server).`;

const roles = ['read', 'createAndModify'] as const;
type Role = (typeof roles)[number];

/** Where the command writes: stdout and stderr in the CLI, arrays in tests. */
export type Output = { out(text: string): void; err(text: string): void };

/** A mistake in the command line: said in one line, then the usage (exit 2). */
class UsageError extends Error {}
/** Something the command names that is not there: said in one line (exit 1). */
class NotFoundError extends Error {}

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
      output.out(usage);
      return 0;
    }
    await run(command, env, output);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(`keys: ${error.message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof NotFoundError || isConfigError(error)) {
      output.err(`keys: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

type Command =
  | { name: 'help' }
  | { name: 'list' }
  | { name: 'create'; user: string; role: Role; label: string | undefined }
  | { name: 'revoke'; keyId: string };

function parse(args: string[]): Command {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(args);
  } catch (error) {
    throw new UsageError(optionProblem(error));
  }
  const { positionals, values } = parsed;
  if (values.help) return { name: 'help' };
  const [name, ...rest] = positionals;
  const options = (['user', 'role', 'label'] as const).filter((option) => values[option] !== undefined);
  const noOptions = () => {
    if (options.length > 0) throw new UsageError(`${name} takes no --${options[0]}`);
  };
  switch (name) {
    case undefined:
      throw new UsageError('no command given');
    case 'help':
      return { name: 'help' };
    case 'list':
      noOptions();
      if (rest.length > 0) throw new UsageError(`list takes no arguments (got ${rest.join(' ')})`);
      return { name: 'list' };
    case 'create': {
      if (rest.length > 0) throw new UsageError(`create takes options only (got ${rest.join(' ')})`);
      const missing = (['user', 'role'] as const).filter((option) => values[option] === undefined);
      if (missing.length > 0) {
        throw new UsageError(`create needs ${missing.map((option) => `--${option}`).join(' and ')}`);
      }
      const role = values.role as string;
      if (!roles.includes(role as Role)) {
        throw new UsageError(`unknown role "${role}": the roles are ${roles.join(' and ')}`);
      }
      return { name: 'create', user: values.user as string, role: role as Role, label: values.label };
    }
    case 'revoke':
      noOptions();
      if (rest.length !== 1) {
        throw new UsageError(
          rest.length === 0
            ? 'revoke needs a key id (npm run keys -- list shows them)'
            : 'revoke takes one key id',
        );
      }
      return { name: 'revoke', keyId: rest[0] as string };
    default:
      throw new UsageError(`unknown command "${name}"`);
  }
}

function parseOptions(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      user: { type: 'string' },
      role: { type: 'string' },
      label: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** parseArgs's refusals, said shortly (its own messages explain `--` for positionals). */
function optionProblem(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = message.match(/'(-{1,2}[^' ]+)/)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${option}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${option} needs a value`;
  return message;
}

async function run(
  command: Exclude<Command, { name: 'help' }>,
  env: Record<string, string | undefined>,
  output: Output,
): Promise<void> {
  const config = parseConfig(env);
  const file = resolve(env.CAMBIO_DATA_DIR ?? 'data', 'cambio.sqlite');
  // Opening a missing file would create an empty database: a wrong CAMBIO_DATA_DIR would look like no keys.
  if (!existsSync(file)) {
    throw new NotFoundError(
      `no database at ${file}: start the server once (npm start), or set CAMBIO_DATA_DIR to its data folder`,
    );
  }
  const store = openSqliteStore(file, migrationsFolder);
  try {
    if (command.name === 'list') {
      output.out(keysTable(await listKeys(store)));
    } else if (command.name === 'create') {
      const [user] = await store.db.select().from(users).where(eq(users.id, command.user));
      if (!user)
        throw new NotFoundError(`no user ${command.user} (npm run keys -- list shows the users of keys)`);
      const issued = await issueKey(store, {
        brokerId: user.brokerId,
        userId: user.id,
        role: command.role,
        label: command.label,
        mode: config.mode,
        at: new Date(),
      });
      output.out(
        `${issued.id} ${issued.role} for ${issued.userId} (shown once, store it now):\n${issued.key}`,
      );
    } else {
      if (!(await revokeKey(store, command.keyId, new Date()))) {
        throw new NotFoundError(`no active key ${command.keyId} (npm run keys -- list shows them)`);
      }
      output.out(`revoked ${command.keyId}`);
    }
  } finally {
    store.close();
  }
}

type KeyRow = Awaited<ReturnType<typeof listKeys>>[number];

/** Width the table keeps within, labels cut to fit: a terminal of 100 columns shows it unwrapped. */
export const tableWidth = 100;

/** Keys grouped by their user (the id `create --user` takes), one line each: id, role, state, day, label. */
export function keysTable(keys: KeyRow[]): string {
  if (keys.length === 0) return 'No keys.';
  // Map.groupBy is Node 21+.
  const byUser = new Map<string, KeyRow[]>();
  for (const key of keys) {
    const user = `${key.userId} (broker ${key.brokerId})`;
    byUser.set(user, [...(byUser.get(user) ?? []), key]);
  }
  const header = ['KEY', 'ROLE', 'STATE', 'CREATED', 'LABEL'];
  const cells = (key: KeyRow) => [
    key.id,
    key.role,
    key.revokedAt ? 'revoked' : 'active',
    key.createdAt.slice(0, 10),
    key.label ?? '',
  ];
  const rows = [header, ...keys.map(cells)];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => {
    const text = `  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`.trimEnd();
    return text.length > tableWidth ? `${text.slice(0, tableWidth - 1)}…` : text;
  };
  const lines = [line(header)];
  for (const [user, userKeys] of byUser)
    lines.push(`user ${user}`, ...userKeys.map((key) => line(cells(key))));
  return lines.join('\n');
}
