ALTER TABLE `orders` ADD `booked_quote_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_booked_quote` ON `orders` (`booked_quote_id`) WHERE "orders"."booked_quote_id" is not null;