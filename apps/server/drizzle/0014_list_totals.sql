CREATE TABLE `list_totals` (
	`list` text NOT NULL,
	`owner_id` text NOT NULL,
	`total` integer NOT NULL,
	PRIMARY KEY(`list`, `owner_id`)
);
--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers). Each counted table keeps its owner's total in the statement that inserts or deletes a row, so a total commits or rolls back with the row it counts, whoever writes (db/list-totals-schema.ts). An owner never changes on these rows, so updates need no trigger.
CREATE TRIGGER `list_totals_orders_added` AFTER INSERT ON `orders` BEGIN INSERT INTO `list_totals` (`list`, `owner_id`, `total`) VALUES ('orders', NEW.`broker_id`, 1) ON CONFLICT (`list`, `owner_id`) DO UPDATE SET `total` = `total` + 1; END;--> statement-breakpoint
CREATE TRIGGER `list_totals_orders_deleted` AFTER DELETE ON `orders` BEGIN UPDATE `list_totals` SET `total` = `total` - 1 WHERE `list` = 'orders' AND `owner_id` = OLD.`broker_id`; END;--> statement-breakpoint
CREATE TRIGGER `list_totals_events_added` AFTER INSERT ON `events` BEGIN INSERT INTO `list_totals` (`list`, `owner_id`, `total`) VALUES ('events', NEW.`broker_id`, 1) ON CONFLICT (`list`, `owner_id`) DO UPDATE SET `total` = `total` + 1; END;--> statement-breakpoint
CREATE TRIGGER `list_totals_events_deleted` AFTER DELETE ON `events` BEGIN UPDATE `list_totals` SET `total` = `total` - 1 WHERE `list` = 'events' AND `owner_id` = OLD.`broker_id`; END;--> statement-breakpoint
CREATE TRIGGER `list_totals_users_added` AFTER INSERT ON `users` BEGIN INSERT INTO `list_totals` (`list`, `owner_id`, `total`) VALUES ('users', NEW.`broker_id`, 1) ON CONFLICT (`list`, `owner_id`) DO UPDATE SET `total` = `total` + 1; END;--> statement-breakpoint
CREATE TRIGGER `list_totals_users_deleted` AFTER DELETE ON `users` BEGIN UPDATE `list_totals` SET `total` = `total` - 1 WHERE `list` = 'users' AND `owner_id` = OLD.`broker_id`; END;--> statement-breakpoint
CREATE TRIGGER `list_totals_webhook_attempts_added` AFTER INSERT ON `webhook_attempts` BEGIN INSERT INTO `list_totals` (`list`, `owner_id`, `total`) VALUES ('webhook_attempts', NEW.`webhook_id`, 1) ON CONFLICT (`list`, `owner_id`) DO UPDATE SET `total` = `total` + 1; END;--> statement-breakpoint
CREATE TRIGGER `list_totals_webhook_attempts_deleted` AFTER DELETE ON `webhook_attempts` BEGIN UPDATE `list_totals` SET `total` = `total` - 1 WHERE `list` = 'webhook_attempts' AND `owner_id` = OLD.`webhook_id`; END;--> statement-breakpoint
-- The totals of the rows already there.
INSERT INTO `list_totals` (`list`, `owner_id`, `total`) SELECT 'orders', `broker_id`, count(*) FROM `orders` GROUP BY `broker_id`;--> statement-breakpoint
INSERT INTO `list_totals` (`list`, `owner_id`, `total`) SELECT 'events', `broker_id`, count(*) FROM `events` GROUP BY `broker_id`;--> statement-breakpoint
INSERT INTO `list_totals` (`list`, `owner_id`, `total`) SELECT 'users', `broker_id`, count(*) FROM `users` GROUP BY `broker_id`;--> statement-breakpoint
INSERT INTO `list_totals` (`list`, `owner_id`, `total`) SELECT 'webhook_attempts', `webhook_id`, count(*) FROM `webhook_attempts` GROUP BY `webhook_id`;
