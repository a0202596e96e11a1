ALTER TABLE "shoppings" DROP CONSTRAINT "shoppings_payment_status";--> statement-breakpoint
ALTER TABLE "cash_audits" ADD COLUMN "pending_sales" jsonb;--> statement-breakpoint
ALTER TABLE "shoppings" ADD COLUMN "remaining" numeric(12, 2) GENERATED ALWAYS AS (case when status = 'CANCELADO' then 0 else total - paid end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "shoppings" ADD CONSTRAINT "shoppings_payment_status" CHECK ("shoppings"."payment_status" in ('PENDIENTE', 'ABONADO', 'PAGADO', 'CANCELADO'));--> statement-breakpoint
-- A cancelled sale owes nothing (RULES.md): the sales cancelled before this rule say so too.
UPDATE "shoppings" SET "payment_status" = 'CANCELADO' WHERE "status" = 'CANCELADO';--> statement-breakpoint
-- An audit closed before this rule could not close with a sale still NUEVO: none was pending.
UPDATE "cash_audits" SET "pending_sales" = '[]'::jsonb WHERE "status" = 'CERRADA';
