import { packedEventData, textEventsBetween } from '../../db/events-compaction-queries.ts';
import { packEventData } from '../../db/events-data.ts';
import { readSetting, saveSetting } from '../../db/settings-queries.ts';
import type { AppDeps } from '../../deps.ts';
import { firstIdAt } from '../crypto.ts';

/** The setting that keeps how far compaction went: events below this id are packed. */
export const compactedBelowSetting = 'events.compactedBelow';
/** Events one commit of compaction packs, with a turn of the event loop between commits. */
export const compactionBatch = 100;

/**
 * Events are written as their JSON text, so that a change does not pay for deflating it (a fifth of a
 * booking's CPU, docs/performance.md); this packs those made before `before` (db/events-data.ts), from where
 * the last run stopped, in batches. Deliveries and the events API read either form as the same text.
 */
export async function compactEvents(deps: AppDeps, before: Date): Promise<void> {
  const below = firstIdAt('evt', before);
  let after = (await readSetting(deps.store, compactedBelowSetting)) ?? '';
  while (after < below) {
    const rows = await textEventsBetween(deps.store, after, below, compactionBatch);
    after = rows.length < compactionBatch ? below : (rows.at(-1)?.id ?? below);
    await deps.store.commit([
      ...rows.map((row) => packedEventData(deps.store, row.id, packEventData(row.text))),
      saveSetting(deps.store, compactedBelowSetting, after),
    ]);
    // Requests wait for one batch, not for the whole.
    if (after < below) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
