import type { OrderRecord } from '../../records.ts';
import type { Schemas } from '../contract-types.ts';
import { toApiNumbers } from '../money/api-numbers.ts';

export type Order = Schemas['Order'];

/**
 * The API's order from its record, the one place an order takes its shape. The record is the schema's Order
 * with exact decimals (src/records.ts), so a field the document adds to Order is a type error where the
 * record is made (create-order.ts draftOrder), and shown here by construction.
 */
export function toOrder(record: OrderRecord): Order {
  return toApiNumbers<Order>(record);
}
