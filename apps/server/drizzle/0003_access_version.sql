CREATE TABLE `access_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `access_version` (`id`, `version`) VALUES (1, 0);--> statement-breakpoint
CREATE TRIGGER `access_version_key_added` AFTER INSERT ON `api_keys` BEGIN UPDATE `access_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `access_version_key_changed` AFTER UPDATE ON `api_keys` BEGIN UPDATE `access_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `access_version_key_deleted` AFTER DELETE ON `api_keys` BEGIN UPDATE `access_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `access_version_onboarding_added` AFTER INSERT ON `onboardings` BEGIN UPDATE `access_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `access_version_onboarding_status` AFTER UPDATE OF `status`, `user_id` ON `onboardings` WHEN OLD.`status` IS NOT NEW.`status` OR OLD.`user_id` IS NOT NEW.`user_id` BEGIN UPDATE `access_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `access_version_onboarding_deleted` AFTER DELETE ON `onboardings` BEGIN UPDATE `access_version` SET `version` = `version` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `access_version_user_deleted` AFTER DELETE ON `users` BEGIN UPDATE `access_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
