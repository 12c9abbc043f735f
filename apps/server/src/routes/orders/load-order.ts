import type { Context } from 'hono';
import { findOrder, type OrderRow } from '../../db/orders-queries.ts';
import { ApiError } from '../../errors.ts';
import type { AppEnv } from '../../http/context.ts';

/** The order in the path, if the caller's broker has it; 404 code 2 otherwise (also for other brokers'). */
export async function orderInPath(c: Context<AppEnv>, id: string): Promise<OrderRow> {
  const row = await findOrder(c.get('deps').store, c.get('caller').brokerId, id);
  if (!row) throw new ApiError('orderNotFound');
  return row;
}
