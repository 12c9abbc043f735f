import type { Statement, Store } from '../deps.ts';
import { documents } from './schema.ts';

export type NewDocumentRow = typeof documents.$inferInsert;

/** The record of an uploaded document; its bytes are in the blob store under `blobKey`. */
export function insertDocument(store: Store, row: NewDocumentRow): Statement {
  return store.db.insert(documents).values(row);
}
