CREATE INDEX `bank_accounts_broker_user_created` ON `bank_accounts` (`broker_id`,`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `crypto_addresses_broker_user_created` ON `crypto_addresses` (`broker_id`,`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `crypto_addresses_broker_network_created` ON `crypto_addresses` (`broker_id`,`network`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `events_broker_user_created` ON `events` (`broker_id`,`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `events_broker_event_created` ON `events` (`broker_id`,`event`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `events_broker_type_created` ON `events` (`broker_id`,`type`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_broker_type_created` ON `users` (`broker_id`,`type`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_broker_first_name_created` ON `users` (`broker_id`,`first_name`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_broker_last_name_created` ON `users` (`broker_id`,`last_name`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_broker_business_name_created` ON `users` (`broker_id`,`business_name`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_attempts_webhook_event` ON `webhook_attempts` (`webhook_id`,`event`,`attempted_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_attempts_webhook_event_id` ON `webhook_attempts` (`webhook_id`,`event_id`,`attempted_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_attempts_webhook_outcome` ON `webhook_attempts` (`webhook_id`,`outcome`,`attempted_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhooks_broker_user_created` ON `webhooks` (`broker_id`,`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_broker_user_created` ON `orders` (`broker_id`,`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_broker_status_created` ON `orders` (`broker_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_broker_reference_created` ON `orders` (`broker_id`,`client_reference_id`,`created_at`,`id`) WHERE "orders"."client_reference_id" is not null;