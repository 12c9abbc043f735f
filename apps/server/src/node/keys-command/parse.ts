// The keys command's line: a subcommand and its options, checked, or a UsageError that says what is wrong.
import { parseArgs } from 'node:util';
import { zBusinessUserRequest } from '@cambio/contract/schemas';
import type { NewUser } from '../../domain/users/create-user.ts';
import { commandNames } from '../command-names.ts';
import { UsageError } from './output.ts';

const roles = ['read', 'createAndModify'] as const;
export type Role = (typeof roles)[number];

export type Command =
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

/** The command, and the data folder that --data-dir gives any of them (CAMBIO_DATA_DIR otherwise). */
export function parse(args: string[]): Command & { dataDir?: string } {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(args);
  } catch (error) {
    throw new UsageError(optionProblem(error));
  }
  const command = commandOf(parsed);
  const dataDir = parsed.values['data-dir'];
  return dataDir === undefined ? command : { ...command, dataDir };
}

function commandOf({ positionals, values }: ReturnType<typeof parseOptions>): Command {
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
            ? `revoke needs a key id (${commandNames().keys} list shows them)`
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
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** parseArgs's refusals, said shortly (its own messages explain `--` for positionals). */
export function optionProblem(error: unknown): string {
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
  const checked = zBusinessUserRequest.safeParse(request);
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
