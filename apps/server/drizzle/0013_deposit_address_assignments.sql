CREATE TABLE `deposit_address_assignments` (
	`network` text NOT NULL,
	`address` text NOT NULL,
	`order_id` text NOT NULL,
	`assigned_at` text NOT NULL,
	PRIMARY KEY(`network`, `address`)
);
