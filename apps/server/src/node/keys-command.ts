import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { zCreateUserRequest } from '@cambio/contract/schemas';
import { eq } from 'drizzle-orm';
import { type AppConfig, isConfigError, parseConfig } from '../config.ts';
import { brokers, users } from '../db/schema.ts';
import { createProductionTenant, NotEmptyError } from '../domain/bootstrap.ts';
import { checkDatabaseMode, ModeMismatchError } from '../domain/database-mode.ts';
import { issueKey, listKeys, type Mode, revokeKey } from '../domain/keys/api-keys.ts';
import type { NewUser } from '../domain/users/create-user.ts';
import { preparePrivateDatabaseFile, preparePrivateFolder } from './private-files.ts';
import { lastRowIds, rowsAsSql } from './rows-as-sql.ts';
import { migrationsFolder } from './runtime.ts';
import { openSqliteStore } from './sqlite-store.ts';

export const usage = `usage: npm run keys -- <command>

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
  --help                                 this text

Roles: read, createAndModify. Data folder: CAMBIO_DATA_DIR (default: data, under apps/server). The
command reads CAMBIO_MODE like the server and refuses a database of the other mode.`;

const roles = ['read', 'createAndModify'] as const;
type Role = (typeof roles)[number];

/** Where the command writes: stdout and stderr in the CLI, arrays in tests. */
export type Output = { out(text: string): void; err(text: string): void };

/** A mistake in the command line: said in one line, then the usage (exit 2). */
class UsageError extends Error {}
/** Something the command names that is not there, or cannot do here: said in one line (exit 1). */
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

type Command =
  | { name: 'help' }
  | { name: 'list' }
  | { name: 'create'; user: string; role: Role; label: string | undefined }
  | { name: 'revoke'; keyId: string }
  | { name: 'init'; broker: string; operator: Omit<NewUser, 'userType' | 'businessName'>; sql?: string };

/** init's options, each the field of the operator user it gives (validated as POST /api/users validates it). */
const initOptions = {
  broker: 'businessName',
  email: 'email',
  phone: 'phoneNumber',
  street: 'address.street1',
  city: 'address.city',
  state: 'address.state',
  'postal-code': 'address.postalCode',
  country: 'country',
} as const;
const initOnly = [...Object.keys(initOptions), 'sql'] as Array<keyof typeof initOptions | 'sql'>;

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
  const foreign = initOnly.find((option) => values[option] !== undefined);
  if (name !== 'init' && foreign) throw new UsageError(`--${foreign} is an option of init only`);
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
    case 'init':
      noOptions();
      if (rest.length > 0) throw new UsageError(`init takes options only (got ${rest.join(' ')})`);
      return parseInit(values);
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
      broker: { type: 'string' },
      email: { type: 'string' },
      phone: { type: 'string' },
      street: { type: 'string' },
      city: { type: 'string' },
      state: { type: 'string' },
      'postal-code': { type: 'string' },
      country: { type: 'string' },
      sql: { type: 'string' },
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

/** init's options as the operator user's fields, checked by the document's own schema of a new user. */
function parseInit(values: ReturnType<typeof parseOptions>['values']): Command {
  const missing = Object.keys(initOptions).filter(
    (option) => option !== 'country' && values[option as keyof typeof initOptions] === undefined,
  );
  if (missing.length > 0) {
    throw new UsageError(`init needs ${missing.map((option) => `--${option}`).join(', ')}`);
  }
  const country = values.country ?? 'MX';
  const request = {
    country,
    email: values.email,
    phoneNumber: values.phone,
    userType: 'business',
    businessName: values.broker,
    address: {
      street1: values.street,
      city: values.city,
      state: values.state,
      country,
      postalCode: values['postal-code'],
    },
  };
  const checked = zCreateUserRequest.safeParse(request);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const field = issue?.path.join('.') ?? '';
    const option = Object.entries(initOptions).find(([, path]) => path === field)?.[0] ?? field;
    throw new UsageError(`--${option}: ${issue?.message ?? 'is invalid'}`);
  }
  const { userType: _type, businessName: _name, ...operator } = checked.data;
  return {
    name: 'init',
    broker: values.broker as string,
    operator: operator as Omit<NewUser, 'userType' | 'businessName'>,
    sql: values.sql,
  };
}

const modeWords: Readonly<Record<Mode, string>> = { sandbox: 'sandbox', production: 'live' };

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
      `no database at ${file}: start the server once (npm start), or set CAMBIO_DATA_DIR to its data folder`,
    );
  }
  const store = openSqliteStore(file, migrationsFolder);
  try {
    // The server's own rule: a database of the other mode is not touched.
    await checkDatabaseMode(store, config);
    if (command.name === 'list') {
      output.out(keysTable(await listKeys(store)));
    } else if (command.name === 'create') {
      const [user] = await store.db
        .select({ id: users.id, brokerId: users.brokerId, mode: brokers.mode })
        .from(users)
        .innerJoin(brokers, eq(brokers.id, users.brokerId))
        .where(eq(users.id, command.user));
      if (!user)
        throw new NotFoundError(`no user ${command.user} (npm run keys -- list shows the users of keys)`);
      // The key is of its broker's mode, which checkDatabaseMode has just matched with the configured one.
      const issued = await issueKey(store, {
        brokerId: user.brokerId,
        userId: user.id,
        role: command.role,
        label: command.label,
        mode: user.mode,
        at: new Date(),
      });
      output.out(
        `${issued.id} ${issued.role} ${modeWords[user.mode]} key for ${issued.userId} (shown once, store it now):\n${issued.key}`,
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

/**
 * The operator's first day: on the data folder (made when missing), or with --sql into a file of INSERTs for a
 * D1 database, made from a scratch database the same code writes (so both get the same rows).
 */
async function init(
  command: Extract<Command, { name: 'init' }>,
  config: AppConfig,
  output: Output,
): Promise<void> {
  if (config.mode !== 'production') {
    throw new UsageError(
      'init makes a production database: run it with CAMBIO_MODE=production (a sandbox server makes its first broker when it starts)',
    );
  }
  const scratch = command.sql ? mkdtempSync(join(tmpdir(), 'cambio-init-')) : undefined;
  const folder = scratch ?? resolve(config.dataDir);
  const file = join(folder, 'cambio.sqlite');
  // As the server makes them: the folder 0700, the database 0600.
  preparePrivateFolder(folder);
  preparePrivateDatabaseFile(file);
  try {
    const store = openSqliteStore(file, migrationsFolder);
    let tenant: Awaited<ReturnType<typeof createProductionTenant>>;
    let before = new Map<string, number>();
    try {
      await checkDatabaseMode(store, config);
      if (scratch) before = lastRowIds(file);
      tenant = await createProductionTenant(store, new Date(), {
        name: command.broker,
        operator: command.operator,
      });
    } finally {
      store.close();
    }
    const where = command.sql ? resolve(command.sql) : file;
    if (command.sql) writeFileSync(where, rowsAsSql(file, before, ['brokers']));
    output.out(
      [
        `Created broker ${tenant.brokerId} (production), its operator user ${tenant.userId} (approved in ${command.operator.country}) in ${where}.`,
        `Live createAndModify key ${tenant.key.id} (shown once, store it now):`,
        tenant.key.key,
        ...(command.sql
          ? [
              '',
              `Apply it to the new D1 database: npx wrangler d1 execute DB --env production --remote --file ${where}`,
            ]
          : []),
      ].join('\n'),
    );
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
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
