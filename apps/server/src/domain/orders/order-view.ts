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

// A new order's row, its order.created event and the answer share one serialisation (docs/performance.md).
const textsOfNewOrders = new WeakMap<OrderRecord, OrderTexts>();

/** A new order's texts: its record as stored, and as the API shows it. Made once, for a record not changed after. */
function textsOf(record: OrderRecord): OrderTexts {
  let texts = textsOfNewOrders.get(record);
  if (texts === undefined) {
    const stored = jsonTextOf(record);
    texts = { stored, view: toOrderJson(stored) };
    textsOfNewOrders.set(record, texts);
  }
  return texts;
}

/** A new order's record as its row stores it (JSON text). */
export function storedOrderJson(record: OrderRecord): JsonText<OrderRecord> {
  return textsOf(record).stored;
}

/** A new order as the API shows it (JSON text): its order.created event and the booking's answer. */
export function newOrderJson(record: OrderRecord): JsonText<Order> {
  return textsOf(record).view;
}
