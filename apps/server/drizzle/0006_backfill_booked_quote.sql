-- Orders booked before 0005 kept their booking on the quote (quotes.order_id, set when booked). An order's
-- first quote is the one it booked; later ones come from re-pricing.
UPDATE `orders` SET `booked_quote_id` = (
  SELECT `quotes`.`id` FROM `quotes` WHERE `quotes`.`order_id` = `orders`.`id` ORDER BY `quotes`.`created_at`, `quotes`.`id` LIMIT 1
) WHERE `booked_quote_id` IS NULL;
