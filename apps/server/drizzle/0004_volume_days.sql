CREATE TABLE `volume_days` (
	`user_id` text NOT NULL,
	`country` text NOT NULL,
	`side` text NOT NULL,
	`day` text NOT NULL,
	`usd_micros` integer NOT NULL,
	PRIMARY KEY(`user_id`, `country`, `side`, `day`)
);
