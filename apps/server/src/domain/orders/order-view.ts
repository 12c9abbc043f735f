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

type OrderTexts = { stored: JsonText<OrderRecord>; view: JsonText<Order> };

// A booking's API text, kept on its record so that the answer is not serialised again; on the record rather
// than in a WeakMap, whose values outlive young collections (docs/performance.md).
const booked = Symbol('order view text');
type Booked = OrderRecord & { [booked]?: JsonText<Order> };

/**
 * A new order's record as its row stores it and as the API shows it (its order.created event and the
 * booking's answer), from one serialisation. The record is final: orderJson answers with the same text.
 */
export function orderTexts(record: OrderRecord): OrderTexts {
  const stored = jsonTextOf(record);
  const texts = { stored, view: toOrderJson(stored) };
  (record as Booked)[booked] = texts.view;
  return texts;
}

/** An order as the API shows it, as JSON text (toOrder's shape, serialised). */
export function orderJson(record: OrderRecord): JsonText<Order> {
  return (record as Booked)[booked] ?? toOrderJson(jsonTextOf(record));
}
