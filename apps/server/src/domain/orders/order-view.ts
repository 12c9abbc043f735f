import { type JsonText, jsonTextOf } from '../../http/json-text.ts';
import type { OrderRecord } from '../../records.ts';
import type { Schemas } from '../contract-types.ts';
import { apiJson, toApiNumbers } from '../money/api-numbers.ts';

export type Order = Schemas['Order'];

/**
 * The API's order from its record, the one place an order takes its shape. The record is the schema's Order
 * with exact decimals (src/records.ts), so a field the document adds to Order is a type error where the
 * record is made (create-order.ts draftOrder), and shown here by construction.
 */
export function toOrder(record: OrderRecord): Order {
  return toApiNumbers<Order>(record);
}

/**
 * The same view on the record's stored JSON text, without parsing it: order reads answer with it. The text
 * of an OrderRecord becomes the text of an Order by the same rule as toOrder (apiJson).
 */
export function toOrderJson(stored: JsonText<OrderRecord>): JsonText<Order> {
  return apiJson(stored) as JsonText<Order>;
}

/**
 * An order's record as its row stores it and as the API shows it, from one serialisation: a booking writes
 * both (the row, and its order.created event).
 */
export function orderTexts(record: OrderRecord): { stored: JsonText<OrderRecord>; view: JsonText<Order> } {
  const stored = jsonTextOf(record);
  return { stored, view: toOrderJson(stored) };
}

/** An order as the API shows it, as JSON text (toOrder's shape, serialised). */
export function orderJson(record: OrderRecord): JsonText<Order> {
  return toOrderJson(jsonTextOf(record));
}
