CREATE TABLE `deposits` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`reference` text NOT NULL,
	`amount` text NOT NULL,
	`asset` text,
	`matched` integer NOT NULL,
	`order_id` text,
	`bulk_bank_payment_id` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `deposits_broker_reference` ON `deposits` (`broker_id`,`reference`);--> statement-breakpoint
ALTER TABLE `bulk_bank_payments` ADD `collecting_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `bulk_bank_payments_collecting` ON `bulk_bank_payments` (`user_id`,`collecting_key`) WHERE "bulk_bank_payments"."collecting_key" is not null;