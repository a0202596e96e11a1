CREATE TABLE "invoice_taxes" (
	"invoice_id" integer NOT NULL,
	"rate" varchar(8) NOT NULL,
	"base" numeric(12, 2) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "invoice_taxes_invoice_id_rate_pk" PRIMARY KEY("invoice_id","rate")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "status_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_taxes" ADD CONSTRAINT "invoice_taxes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_key" ON "invoices" USING btree ("payment_id") WHERE "invoices"."status" <> 'FALLIDA';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credit_note_key" ON "invoices" USING btree ("shopping_id") WHERE "invoices"."kind" = 'E' and "invoices"."status" not in ('FALLIDA', 'CANCELADA');--> statement-breakpoint
CREATE INDEX "invoices_pending_status_idx" ON "invoices" USING btree ("status_checked_at") WHERE "invoices"."status" = 'EN_PROCESO';--> statement-breakpoint
-- The CFDIs sealed before this migration get their IVA per rate from the sales they cover (a
-- sale has one rate): base = amount less its discount, IVA = the rest of its total. A CFDI from
-- here on keeps the Traslados it was sealed with (invoice-seal.ts).
INSERT INTO "invoice_taxes" ("invoice_id", "rate", "base", "amount")
SELECT i."id",
  CASE s."vat" WHEN 16 THEN '0.160000' WHEN 8 THEN '0.080000' ELSE '0.000000' END,
  sum(round(s."amount" * (100 - s."discount") / 100, 2)),
  sum(s."total" - round(s."amount" * (100 - s."discount") / 100, 2))
FROM "invoices" i
JOIN "invoice_sales" x ON x."invoice_id" = i."id"
JOIN "shoppings" s ON s."id" = x."shopping_id"
WHERE i."kind" = 'I'
GROUP BY i."id", s."vat";
