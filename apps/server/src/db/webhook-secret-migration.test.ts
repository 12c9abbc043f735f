import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { Webhook } from 'standardwebhooks';
import { expect, it } from 'vitest';
import { signatureHeaders } from '../domain/webhooks/signature.ts';
import { migrationsFolder } from '../node/runtime.ts';
import * as schema from './schema.ts';

// Migration 0009: secrets made before Standard Webhooks signing (`whsec_` + base64url without padding) are
// rewritten in standard base64, the same key bytes, so that Standard Webhooks libraries verify deliveries.
it('rewrites old secrets in standard base64 with the same key bytes', async () => {
  const sqlite = new Database(':memory:');
  migrate(drizzle(sqlite, { schema }), { migrationsFolder });
  sqlite.pragma('foreign_keys = OFF');
  const keyBytes = Buffer.from(Array.from({ length: 32 }, (_, index) => (index * 37 + 250) % 256));
  const old = `whsec_${keyBytes.toString('base64url')}`;
  expect(old).toMatch(/[-_]/);
  sqlite
    .prepare(
      "insert into webhooks (id, broker_id, user_id, type, url, retry_on_failure, secret, created_at, updated_at) values ('whk_1', 'b', 'u', 'orders', 'https://x.example/', 1, ?, 'a', 'a')",
    )
    .run(old);
  const statements = readFileSync(join(migrationsFolder, '0009_webhook_deliveries.sql'), 'utf8').split(
    '--> statement-breakpoint',
  );
  const rewrite = statements.find((statement) => statement.includes('UPDATE `webhooks` SET `secret`'));
  sqlite.exec(rewrite ?? 'the migration has no secret rewrite');

  const { secret } = sqlite.prepare("select secret from webhooks where id = 'whk_1'").get() as {
    secret: string;
  };
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
  expect(Buffer.from(secret.slice(6), 'base64')).toEqual(keyBytes);
  const body = '{"id":"evt_1"}';
  const headers = await signatureHeaders({ id: 'evt_1', timestamp: new Date(), body, secrets: [secret] });
  expect(new Webhook(secret).verify(body, headers)).toEqual({ id: 'evt_1' });
});
