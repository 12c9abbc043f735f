CREATE TABLE `webhook_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_id` text NOT NULL,
	`webhook_id` text NOT NULL,
	`event_id` text NOT NULL,
	`event` text NOT NULL,
	`trigger` text NOT NULL,
	`attempt` integer NOT NULL,
	`url` text NOT NULL,
	`attempted_at` text NOT NULL,
	`duration_ms` integer NOT NULL,
	`outcome` text NOT NULL,
	`status_code` integer,
	`response_body` text,
	`error` text,
	`next_attempt_at` text
);
--> statement-breakpoint
CREATE INDEX `webhook_attempts_webhook` ON `webhook_attempts` (`webhook_id`,`attempted_at`,`id`);--> statement-breakpoint
DROP INDEX `jobs_due`;--> statement-breakpoint
ALTER TABLE `jobs` ADD `target_id` text;--> statement-breakpoint
CREATE INDEX `jobs_due_work` ON `jobs` (`due_at`,`id`) WHERE "jobs"."status" = 'pending' and "jobs"."kind" <> 'webhook.deliver';--> statement-breakpoint
CREATE INDEX `jobs_due_deliveries` ON `jobs` (`due_at`,`id`) WHERE "jobs"."status" = 'pending' and "jobs"."kind" = 'webhook.deliver';--> statement-breakpoint
ALTER TABLE `events` ADD `details` text;--> statement-breakpoint
CREATE INDEX `events_broker_created` ON `events` (`broker_id`,`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `webhooks` ADD `previous_secret` text;--> statement-breakpoint
ALTER TABLE `webhooks` ADD `previous_secret_expires_at` text;--> statement-breakpoint
ALTER TABLE `webhooks` ADD `disabled_at` text;--> statement-breakpoint
ALTER TABLE `webhooks` ADD `disabled_reason` text;--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers). An event fans out into one delivery job per enabled registration of its user and type, in the transaction that writes it: a change, its event and its deliveries commit together or not at all. The job's id is the event's time-ordered id and the registration's, so that it goes at the end of the jobs' key index (a random id wrote a random page of it for every delivery).
CREATE TRIGGER `events_deliver` AFTER INSERT ON `events` BEGIN INSERT INTO `jobs` (`id`, `kind`, `subject_id`, `target_id`, `due_at`, `status`, `attempts`, `created_at`, `updated_at`) SELECT 'job_' || substr(NEW.`id`, 5) || '_' || substr(`webhooks`.`id`, 5), 'webhook.deliver', NEW.`id`, `webhooks`.`id`, NEW.`created_at`, 'pending', 0, NEW.`created_at`, NEW.`created_at` FROM `webhooks` WHERE `webhooks`.`user_id` = NEW.`user_id` AND `webhooks`.`type` = NEW.`type` AND `webhooks`.`disabled_at` IS NULL; END;--> statement-breakpoint
-- Secrets made before Standard Webhooks signing were `whsec_` + base64url without padding; the same key bytes in standard base64 (with padding), so that Standard Webhooks libraries decode them.
UPDATE `webhooks` SET `secret` = 'whsec_' || replace(replace(substr(`secret`, 7), '-', '+'), '_', '/') || substr('==', 1, (4 - length(substr(`secret`, 7)) % 4) % 4);
