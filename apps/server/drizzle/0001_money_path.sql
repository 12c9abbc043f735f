CREATE TABLE `bulk_bank_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`user_id` text NOT NULL,
	`reference` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bulk_bank_payments_reference` ON `bulk_bank_payments` (`reference`);--> statement-breakpoint
CREATE TABLE `bulk_bank_payouts` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`user_id` text NOT NULL,
	`bank_account_id` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `bulk_bank_payouts_broker` ON `bulk_bank_payouts` (`broker_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`subject_id` text NOT NULL,
	`due_at` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `jobs_due` ON `jobs` (`status`,`due_at`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`user_id` text NOT NULL,
	`status` text NOT NULL,
	`client_reference_id` text,
	`payment_reference` text,
	`body` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `orders_broker_created` ON `orders` (`broker_id`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_user_reference` ON `orders` (`user_id`,`client_reference_id`) WHERE "orders"."client_reference_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_payment_reference` ON `orders` (`payment_reference`) WHERE "orders"."payment_reference" is not null;--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`user_id` text NOT NULL,
	`body` text NOT NULL,
	`expires_at` text NOT NULL,
	`booked_at` text,
	`order_id` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `quotes_created` ON `quotes` (`created_at`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`key` text NOT NULL,
	`fingerprint` text NOT NULL,
	`status` integer,
	`headers` text,
	`body` text,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `idempotency_keys_broker_key` ON `idempotency_keys` (`broker_id`,`key`);--> statement-breakpoint
CREATE INDEX `idempotency_keys_expires` ON `idempotency_keys` (`expires_at`);