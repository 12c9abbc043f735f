import type { Context } from 'hono';
import type { ListKey, ListPage, PageRequest } from '../db/list-page.ts';
import { invalidField } from '../errors.ts';

/** Offset pages end here (the document's Page parameter); deeper, the cursor. */
const maxOffsetRecords = 10_000;

/**
 * The page a list request asks for: `cursor` (after the position it encodes) or `page` from 1 and `limit`
 * (defaults and bounds come from the document's Page, Limit and Cursor parameters).
 */
export function pageRequest(query: { page?: number; limit?: number; cursor?: string }): PageRequest {
  const limit = query.limit ?? 20;
  if (query.cursor !== undefined) {
    // `page` defaults to 1 (the document's Page parameter): only another page contradicts the cursor.
    if (query.page !== undefined && query.page !== 1)
      throw invalidField('query.page', 'cannot be sent with cursor');
    return { limit, after: decodeCursor(query.cursor) };
  }
  const page = query.page ?? 1;
  if (page * limit > maxOffsetRecords) {
    throw invalidField(
      'query.page',
      `reaches past the first ${maxOffsetRecords} records (page x limit); follow X-Next-Cursor with cursor instead`,
    );
  }
  return { limit, offset: (page - 1) * limit };
}

/** Lists are bare arrays; the total (capped on a filtered list) and the next page's cursor travel in headers. */
export function setListHeaders(c: Context, page: ListPage<unknown>): void {
  c.header('X-Total-Count', String(page.total));
  if (page.capped) c.header('X-Total-Count-Capped', 'true');
  if (page.next) c.header('X-Next-Cursor', encodeCursor(page.next));
}

export function encodeCursor(key: ListKey): string {
  return btoa(`${key.at}|${key.id}`).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function decodeCursor(cursor: string): ListKey {
  let text: string;
  try {
    text = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    throw invalidField('query.cursor', 'is not a cursor this server gave (X-Next-Cursor)');
  }
  const [at = '', id = '', ...rest] = text.split('|');
  if (rest.length > 0 || !/^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(at) || !/^[a-z]+_[A-Za-z0-9_]+$/.test(id)) {
    throw invalidField('query.cursor', 'is not a cursor this server gave (X-Next-Cursor)');
  }
  return { at, id };
}
