ALTER TABLE `brokers` ADD `clock_offset_ms` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `broker_id` text;--> statement-breakpoint
CREATE INDEX `jobs_broker_due` ON `jobs` (`broker_id`,`due_at`,`id`) WHERE "jobs"."status" = 'pending';--> statement-breakpoint
-- Each broker gets its own clock, at the offset the one sandbox clock had.
UPDATE `brokers` SET `clock_offset_ms` = coalesce((SELECT CAST(`value` AS integer) FROM `settings` WHERE `key` = 'sandboxClockOffsetMs'), 0);--> statement-breakpoint
-- A job's broker: that of its subject (an order, a bulk bank payment, an export) or of a delivery's registration.
UPDATE `jobs` SET `broker_id` = coalesce(
  (SELECT `broker_id` FROM `orders` WHERE `orders`.`id` = `jobs`.`subject_id`),
  (SELECT `broker_id` FROM `bulk_bank_payments` WHERE `bulk_bank_payments`.`id` = `jobs`.`subject_id`),
  (SELECT `broker_id` FROM `order_exports` WHERE `order_exports`.`id` = `jobs`.`subject_id`),
  (SELECT `broker_id` FROM `webhooks` WHERE `webhooks`.`id` = `jobs`.`target_id`)
);--> statement-breakpoint
-- Due times are kept in real time from now on (a broker's clock move shifts its pending jobs): pending ones
-- were on the sandbox clock.
UPDATE `jobs` SET `due_at` = strftime('%Y-%m-%dT%H:%M:%fZ', `due_at`, '-' || ((SELECT CAST(`value` AS integer) FROM `settings` WHERE `key` = 'sandboxClockOffsetMs') / 1000.0) || ' seconds')
  WHERE `status` = 'pending' AND EXISTS (SELECT 1 FROM `settings` WHERE `key` = 'sandboxClockOffsetMs' AND CAST(`value` AS integer) <> 0);--> statement-breakpoint
DELETE FROM `settings` WHERE `key` = 'sandboxClockOffsetMs';
