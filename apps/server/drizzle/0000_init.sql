CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`prefix` text NOT NULL,
	`hash` text NOT NULL,
	`label` text,
	`created_at` text NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`broker_id`) REFERENCES `brokers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash` ON `api_keys` (`hash`);--> statement-breakpoint
CREATE TABLE `bank_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`user_id` text NOT NULL,
	`country` text NOT NULL,
	`fiat` text NOT NULL,
	`bank_name` text NOT NULL,
	`account_holder_name` text NOT NULL,
	`clabe` text,
	`cci` text,
	`account_number` text,
	`routing_number` text,
	`account_type` text,
	`identifier` text NOT NULL,
	`created_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`broker_id`) REFERENCES `brokers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `bank_accounts_broker_created` ON `bank_accounts` (`broker_id`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `bank_accounts_user_identifier` ON `bank_accounts` (`user_id`,`identifier`) WHERE "bank_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE TABLE `batch_guard` (
	`id` integer PRIMARY KEY NOT NULL,
	`changed` integer NOT NULL,
	CONSTRAINT "batch_guard_changed" CHECK("batch_guard"."changed" > 0)
);
--> statement-breakpoint
CREATE TABLE `brokers` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `crypto_addresses` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`user_id` text NOT NULL,
	`network` text NOT NULL,
	`address` text NOT NULL,
	`memo` text,
	`label` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`broker_id`) REFERENCES `brokers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `crypto_addresses_broker_created` ON `crypto_addresses` (`broker_id`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `crypto_addresses_user_address_memo` ON `crypto_addresses` (`user_id`,`network`,`address`,`memo`);--> statement-breakpoint
CREATE UNIQUE INDEX `crypto_addresses_user_address_no_memo` ON `crypto_addresses` (`user_id`,`network`,`address`) WHERE "crypto_addresses"."memo" is null;--> statement-breakpoint
CREATE TABLE `documents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`document_type` text NOT NULL,
	`content_type` text NOT NULL,
	`file_name` text,
	`size` integer NOT NULL,
	`sha256` text NOT NULL,
	`blob_key` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `events` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`event` text NOT NULL,
	`data` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `events_broker_created` ON `events` (`broker_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `onboardings` (
	`user_id` text NOT NULL,
	`country` text NOT NULL,
	`status` text NOT NULL,
	`has_accepted_terms` integer DEFAULT false NOT NULL,
	`onboarding_id` text NOT NULL,
	`verification_provider_id` text,
	`session_token` text,
	`session_url` text,
	`address` text,
	`legal_representative` text,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `country`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `onboardings_session_token` ON `onboardings` (`session_token`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`type` text NOT NULL,
	`email` text NOT NULL,
	`phone_number` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`business_name` text,
	`profile` text NOT NULL,
	`additional_information` text DEFAULT '{}' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`broker_id`) REFERENCES `brokers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `users_broker_created` ON `users` (`broker_id`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_broker_email` ON `users` (`broker_id`,`email`);--> statement-breakpoint
CREATE TABLE `webhooks` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`url` text NOT NULL,
	`retry_on_failure` integer NOT NULL,
	`secret` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`broker_id`) REFERENCES `brokers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `webhooks_broker_created` ON `webhooks` (`broker_id`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `webhooks_user_type_url` ON `webhooks` (`user_id`,`type`,`url`);