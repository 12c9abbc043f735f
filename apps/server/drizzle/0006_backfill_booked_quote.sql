-- Orders booked before 0005 kept their booking on the quote (quotes.order_id, set when booked). An order's
-- first quote is the one it booked (for a child order, the one it was made with); later ones come from
-- re-pricing. The index lets the backfill look quotes up by order instead of scanning them per order.
CREATE INDEX `quotes_order_backfill` ON `quotes` (`order_id`, `created_at`, `id`);--> statement-breakpoint
UPDATE `orders` SET `booked_quote_id` = (
  SELECT `quotes`.`id` FROM `quotes` WHERE `quotes`.`order_id` = `orders`.`id` ORDER BY `quotes`.`created_at`, `quotes`.`id` LIMIT 1
) WHERE `booked_quote_id` IS NULL;--> statement-breakpoint
DROP INDEX `quotes_order_backfill`;
