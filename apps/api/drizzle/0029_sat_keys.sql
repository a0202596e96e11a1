ALTER TABLE "categories" ADD COLUMN "sat_product_key" varchar(8);--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "sat_unit_key" varchar(3);--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "sat_payment_form" varchar(2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sat_product_key" varchar(8);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sat_unit_key" varchar(3);