import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { parseConfig } from '../config.ts';
import { users } from '../db/schema.ts';
import { issueKey, listKeys, revokeKey } from '../domain/keys/api-keys.ts';
import { migrationsFolder } from './runtime.ts';
import { openSqliteStore } from './sqlite-store.ts';

const usage = `usage: npm run keys -- <command>
  list                                         list keys (never the secret)
  create --user <userId> --role read|createAndModify [--label text]
                                               create a key acting as that user (shown once)
  revoke <keyId>                               revoke a key
Data folder: CAMBIO_DATA_DIR (default ./data).`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { user: { type: 'string' }, role: { type: 'string' }, label: { type: 'string' } },
});
const config = parseConfig(process.env);
const store = openSqliteStore(`${process.env.CAMBIO_DATA_DIR ?? 'data'}/cambio.sqlite`, migrationsFolder);
const [command, argument] = positionals;

if (command === 'list') {
  console.table(await listKeys(store));
} else if (
  command === 'create' &&
  values.user &&
  (values.role === 'read' || values.role === 'createAndModify')
) {
  const [user] = await store.db.select().from(users).where(eq(users.id, values.user));
  if (!user) {
    console.error(`No user ${values.user}`);
    process.exit(1);
  }
  const issued = await issueKey(store, {
    brokerId: user.brokerId,
    userId: user.id,
    role: values.role,
    label: values.label,
    mode: config.mode,
    at: new Date(),
  });
  console.log(`${issued.id} ${issued.role}\n${issued.key}`);
} else if (command === 'revoke' && argument) {
  const revoked = await revokeKey(store, argument, new Date());
  console.log(revoked ? `revoked ${argument}` : `no active key ${argument}`);
  if (!revoked) process.exitCode = 1;
} else {
  console.error(usage);
  process.exitCode = 2;
}
store.close();
