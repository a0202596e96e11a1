ALTER TABLE "payment_methods" ADD COLUMN "is_cash" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An existing cash method (issue 21): the name as the unique index folds it.
UPDATE "payment_methods" SET "is_cash" = true WHERE lower(trim("name")) = 'efectivo';
