import { eq } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { settings } from './schema.ts';

/** A setting's stored text, for a statement of its own (one placeholder: the setting's key). */
export const settingSql = 'SELECT value FROM settings WHERE key = ?';

/** A service-wide setting's stored text, or undefined when it was never set. */
export async function readSetting(store: Store, key: string): Promise<string | undefined> {
  const rows = await store.db.select().from(settings).where(eq(settings.key, key));
  return rows[0]?.value;
}

/** The setting stored (inserted or replaced). */
export function saveSetting(store: Store, key: string, value: string): Statement {
  return store.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}
