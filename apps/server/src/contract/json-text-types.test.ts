import { expectTypeOf, it } from 'vitest';
import type { findStoredOrderJson } from '../db/orders-queries.ts';
import { type Order, toOrderJson } from '../domain/orders/order-view.ts';
import { type JsonText, jsonTextOf } from '../http/json-text.ts';
import type { OrderRecord } from '../records.ts';

// Type-level: `npm run typecheck` checks these lines (and the @ts-expect-error ones must stay errors).
it("an order's pre-serialised answer is typed by the one view that makes it", () => {
  expectTypeOf(toOrderJson).parameter(0).toEqualTypeOf<JsonText<OrderRecord>>();
  expectTypeOf(toOrderJson).returns.toEqualTypeOf<JsonText<Order>>();
  expectTypeOf<Awaited<ReturnType<typeof findStoredOrderJson>>>().toEqualTypeOf<
    JsonText<OrderRecord> | undefined
  >();
  expectTypeOf(jsonTextOf<OrderRecord>).returns.toEqualTypeOf<JsonText<OrderRecord>>();
});

it('text of another shape is not an order answer', () => {
  // @ts-expect-error plain text is not the JSON of an Order: only a view function makes one
  const plain: JsonText<Order> = '{}';
  // @ts-expect-error a record's stored text (exact decimals as strings) is not the API's: toOrderJson turns it
  const stored: JsonText<Order> = jsonTextOf({} as OrderRecord);
  expectTypeOf(plain).toBeString();
  expectTypeOf(stored).toBeString();
});
