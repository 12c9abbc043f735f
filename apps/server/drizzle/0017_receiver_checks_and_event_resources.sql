CREATE TABLE `receiver_checks` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`webhook_id` text NOT NULL,
	`checked_at` text NOT NULL,
	`report` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `events` ADD `resource_id` text;--> statement-breakpoint
CREATE INDEX `events_broker_resource_created` ON `events` (`broker_id`,`resource_id`,`created_at`,`id`);--> statement-breakpoint
-- The resource of the events written before: `data.id`. Rows deflated before issue 28 (blobs) cannot be read
-- by SQL: they match no resource filter, and leave with the event retention (db/events-data.ts).
UPDATE `events` SET `resource_id` = json_extract(`data`, '$.id') WHERE typeof(`data`) = 'text';
