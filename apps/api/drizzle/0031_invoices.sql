CREATE TABLE "invoice_relations" (
	"invoice_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"relation" varchar(2) NOT NULL,
	CONSTRAINT "invoice_relations_invoice_id_related_id_pk" PRIMARY KEY("invoice_id","related_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_sales" (
	"invoice_id" integer NOT NULL,
	"shopping_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "invoice_sales_invoice_id_shopping_id_pk" PRIMARY KEY("invoice_id","shopping_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(1) DEFAULT 'I' NOT NULL,
	"issuer_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"series" varchar(25) NOT NULL,
	"folio" integer NOT NULL,
	"status" varchar(12) DEFAULT 'TIMBRANDO' NOT NULL,
	"global" boolean DEFAULT false NOT NULL,
	"shopping_id" integer,
	"customer_id" integer,
	"period_from" date,
	"period_to" date,
	"rfc" varchar(13) NOT NULL,
	"name" varchar(300) NOT NULL,
	"cfdi_use" varchar(4) NOT NULL,
	"payment_method" varchar(3) NOT NULL,
	"payment_form" varchar(2) NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"discount" numeric(12, 2) NOT NULL,
	"vat" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"sealed_xml" text NOT NULL,
	"xml" text,
	"uuid" varchar(36),
	"stamped_at" timestamp with time zone,
	"production" boolean DEFAULT false NOT NULL,
	"attempt_at" timestamp with time zone,
	"last_error" text,
	"cancel_reason" varchar(2),
	"cancelled_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('I', 'E', 'P')),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('TIMBRANDO', 'FALLIDA', 'VIGENTE', 'EN_PROCESO', 'CANCELADA', 'RECHAZADA')),
	CONSTRAINT "invoices_stamped" CHECK (("invoices"."uuid" is null) = ("invoices"."status" in ('TIMBRANDO', 'FALLIDA')))
);
--> statement-breakpoint
ALTER TABLE "fiscal_issuers" DROP CONSTRAINT "fiscal_issuers_next_folio";--> statement-breakpoint
ALTER TABLE "invoice_relations" ADD CONSTRAINT "invoice_relations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_relations" ADD CONSTRAINT "invoice_relations_related_id_invoices_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sales" ADD CONSTRAINT "invoice_sales_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sales" ADD CONSTRAINT "invoice_sales_shopping_id_shoppings_id_fk" FOREIGN KEY ("shopping_id") REFERENCES "public"."shoppings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issuer_id_fiscal_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."fiscal_issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_shopping_id_shoppings_id_fk" FOREIGN KEY ("shopping_id") REFERENCES "public"."shoppings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_sales_valid_u_sale_already_invoiced" ON "invoice_sales" USING btree ("shopping_id") WHERE "invoice_sales"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_issuer_folio_key" ON "invoices" USING btree ("issuer_id","series","folio");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_uuid_key" ON "invoices" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "invoices_branch_idx" ON "invoices" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "invoices_sale_idx" ON "invoices" USING btree ("shopping_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at","id");--> statement-breakpoint
ALTER TABLE "fiscal_issuers" DROP COLUMN "next_folio";