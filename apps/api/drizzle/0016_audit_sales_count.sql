ALTER TABLE "cash_audits" ADD COLUMN "sales_count" integer;--> statement-breakpoint
-- Audits closed before: their sales not cancelled now, the best that is known of their close.
UPDATE "cash_audits" SET "sales_count" = (SELECT count(*) FROM "shoppings" AS s
  WHERE s.audit_id = "cash_audits"."id" AND s.status <> 'CANCELADO') WHERE "status" = 'CERRADA';
