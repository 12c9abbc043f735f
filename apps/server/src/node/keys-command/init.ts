// `keys init`: a production database's first broker, its operator user and a live key, on the data folder or as
// SQL for a D1 database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../../config.ts';
import { createProductionTenant } from '../../domain/bootstrap.ts';
import { checkDatabaseMode } from '../../domain/database-mode.ts';
import { migrationsFolder } from '../package-files.ts';
import { preparePrivateDatabaseFile, preparePrivateFolder } from '../private-files.ts';
import { lastRowIds, rowsAsSql } from '../rows-as-sql.ts';
import { openSqliteStore } from '../sqlite-store.ts';
import { type Output, UsageError } from './output.ts';
import type { Command } from './parse.ts';

/**
 * The operator's first day: on the data folder (made when missing), or with --sql into a file of INSERTs for a
 * D1 database, made from a scratch database the same code writes (so both get the same rows).
 */
export async function init(
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
