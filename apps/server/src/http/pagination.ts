import type { Context } from 'hono';

/** `page` from 1 and `limit` (defaults and bounds come from the document's Page and Limit parameters). */
export function pageWindow(query: { page?: number; limit?: number }) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  return { offset: (page - 1) * limit, limit };
}

/** Lists are bare arrays; the total number of matching records travels in a header. */
export function setTotal(c: Context, total: number): void {
  c.header('X-Total-Count', String(total));
}
