CREATE TABLE `order_exports` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`user_id` text NOT NULL,
	`email` text NOT NULL,
	`filters` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`row_count` integer,
	`size` integer,
	`file_name` text,
	`compressed` integer,
	`delivery` text,
	`outbox_message_id` text,
	`error` text,
	`next_attempt_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`sent_at` text
);
--> statement-breakpoint
CREATE TABLE `outbox_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`export_id` text NOT NULL,
	`from_address` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_messages_broker_created` ON `outbox_messages` (`broker_id`,`created_at`,`id`);