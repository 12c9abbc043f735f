import { anyBroker } from '../db/brokers-queries.ts';
import type { Store } from '../deps.ts';
import type { Mode } from './keys/api-keys.ts';

/** A database and a configured mode that must not meet: said in one line, nothing served. */
export class ModeMismatchError extends Error {}

/** The mode of the database: that of its brokers (all of one mode), or undefined while it has none. */
export async function databaseMode(store: Store): Promise<Mode | undefined> {
  return (await anyBroker(store))?.mode;
}

/**
 * Refuses a database made in the other mode, so that live and sandbox never share one: a production database
 * opens only with CAMBIO_MODE=production said explicitly, a sandbox one never in production. A database
 * without brokers takes the mode it is opened in (a sandbox start or `keys init` makes its first broker).
 */
export async function checkDatabaseMode(
  store: Store,
  config: { mode: Mode; modeSet: boolean },
): Promise<Mode | undefined> {
  const found = await databaseMode(store);
  if (found === undefined || found === config.mode) return found;
  if (found === 'production') {
    throw new ModeMismatchError(
      config.modeSet
        ? 'this is a production database and CAMBIO_MODE is sandbox: a production database never opens in sandbox mode (give the sandbox a data folder or D1 database of its own)'
        : 'this is a production database and CAMBIO_MODE is not set: set CAMBIO_MODE=production to serve it',
    );
  }
  throw new ModeMismatchError(
    'this is a sandbox database and CAMBIO_MODE is production: production starts on a new data folder or D1 database, then `npm run keys -- init` makes its first broker and key (docs/deploying.md, "Production")',
  );
}
