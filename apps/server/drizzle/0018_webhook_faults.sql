ALTER TABLE `webhook_attempts` ADD `injected` text;--> statement-breakpoint
ALTER TABLE `webhooks` ADD `faults` text;