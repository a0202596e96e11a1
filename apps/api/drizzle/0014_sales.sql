CREATE TABLE "cash_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'ABIERTA' NOT NULL,
	"open_amount" numeric(12, 2) NOT NULL,
	"open_date" date DEFAULT current_date NOT NULL,
	"open_time" time(0) DEFAULT localtime(0) NOT NULL,
	"opened_by" integer NOT NULL,
	"close_amount" numeric(12, 2),
	"close_date" date,
	"close_time" time(0),
	"closed_by" integer,
	"expected_cash" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_audits_status" CHECK ("cash_audits"."status" in ('ABIERTA', 'CERRADA')),
	CONSTRAINT "cash_audits_open_amount" CHECK ("cash_audits"."open_amount" >= 0),
	CONSTRAINT "cash_audits_closed" CHECK (("cash_audits"."status" = 'CERRADA') = ("cash_audits"."close_amount" is not null and "cash_audits"."close_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"shopping_id" integer NOT NULL,
	"audit_id" integer NOT NULL,
	"method_id" integer NOT NULL,
	"kind" varchar(12) DEFAULT 'PAGO' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"vat_rate" numeric(3, 2) NOT NULL,
	"vat" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"date" date DEFAULT current_date NOT NULL,
	"time" time(0) DEFAULT localtime(0) NOT NULL,
	"created_by" integer NOT NULL,
	"refund_of" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_kind" CHECK ("payments"."kind" in ('PAGO', 'DEVOLUCION')),
	CONSTRAINT "payments_vat_rate" CHECK ("payments"."vat_rate" in (0, 0.08, 0.16)),
	CONSTRAINT "payments_sign" CHECK (("payments"."kind" = 'PAGO' and "payments"."amount" > 0) or ("payments"."kind" = 'DEVOLUCION' and "payments"."amount" < 0)),
	CONSTRAINT "payments_total" CHECK ("payments"."total" = "payments"."amount" + "payments"."vat")
);
--> statement-breakpoint
CREATE TABLE "shopping_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"shopping_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_details_qty" CHECK ("shopping_details"."qty" > 0),
	CONSTRAINT "shopping_details_price" CHECK ("shopping_details"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shoppings" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"salesman_id" integer NOT NULL,
	"audit_id" integer NOT NULL,
	"storage_id" integer,
	"date" date NOT NULL,
	"time" time NOT NULL,
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(5, 2) DEFAULT '0' NOT NULL,
	"vat" smallint DEFAULT 0 NOT NULL,
	"vat_required" boolean DEFAULT false NOT NULL,
	"total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"paid" numeric(12, 2) DEFAULT '0' NOT NULL,
	"status" varchar(20) DEFAULT 'NUEVO' NOT NULL,
	"payment_status" varchar(20) DEFAULT 'PENDIENTE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shoppings_status" CHECK ("shoppings"."status" in ('NUEVO', 'EJECUTADO', 'CANCELADO')),
	CONSTRAINT "shoppings_payment_status" CHECK ("shoppings"."payment_status" in ('PENDIENTE', 'ABONADO', 'PAGADO')),
	CONSTRAINT "shoppings_vat" CHECK ("shoppings"."vat" in (0, 8, 16)),
	CONSTRAINT "shoppings_discount" CHECK ("shoppings"."discount" between 0 and 100),
	CONSTRAINT "shoppings_paid_c524" CHECK ("shoppings"."paid" >= 0 and "shoppings"."paid" <= "shoppings"."total")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "walk_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_audits" ADD CONSTRAINT "cash_audits_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_audits" ADD CONSTRAINT "cash_audits_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_audits" ADD CONSTRAINT "cash_audits_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shopping_id_shoppings_id_fk" FOREIGN KEY ("shopping_id") REFERENCES "public"."shoppings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_audit_id_cash_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."cash_audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_details" ADD CONSTRAINT "shopping_details_shopping_id_shoppings_id_fk" FOREIGN KEY ("shopping_id") REFERENCES "public"."shoppings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_details" ADD CONSTRAINT "shopping_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoppings" ADD CONSTRAINT "shoppings_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoppings" ADD CONSTRAINT "shoppings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoppings" ADD CONSTRAINT "shoppings_salesman_id_users_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoppings" ADD CONSTRAINT "shoppings_audit_id_cash_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."cash_audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoppings" ADD CONSTRAINT "shoppings_storage_id_storages_id_fk" FOREIGN KEY ("storage_id") REFERENCES "public"."storages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_audits_open_per_branch_u525" ON "cash_audits" USING btree ("branch_id") WHERE "cash_audits"."status" = 'ABIERTA';--> statement-breakpoint
CREATE INDEX "cash_audits_branch_date_idx" ON "cash_audits" USING btree ("branch_id","open_date","id");--> statement-breakpoint
CREATE INDEX "cash_audits_date_idx" ON "cash_audits" USING btree ("open_date","id");--> statement-breakpoint
CREATE INDEX "payments_shopping_idx" ON "payments" USING btree ("shopping_id","id");--> statement-breakpoint
CREATE INDEX "payments_audit_idx" ON "payments" USING btree ("audit_id","method_id");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_refund_key" ON "payments" USING btree ("refund_of") WHERE "payments"."refund_of" is not null;--> statement-breakpoint
CREATE INDEX "shopping_details_shopping_idx" ON "shopping_details" USING btree ("shopping_id","id");--> statement-breakpoint
CREATE INDEX "shopping_details_product_idx" ON "shopping_details" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shoppings_branch_serial_key" ON "shoppings" USING btree ("branch_id","serial");--> statement-breakpoint
CREATE INDEX "shoppings_branch_idx" ON "shoppings" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "shoppings_branch_date_idx" ON "shoppings" USING btree ("branch_id","date","id");--> statement-breakpoint
CREATE INDEX "shoppings_date_idx" ON "shoppings" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "shoppings_customer_idx" ON "shoppings" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "shoppings_audit_idx" ON "shoppings" USING btree ("audit_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_one_walk_in_per_branch" ON "customers" USING btree ("branch_id") WHERE "customers"."walk_in";--> statement-breakpoint
-- Every branch has its "PÚBLICO EN GENERAL" for walk-in sales (issue 21); new branches get theirs
-- when they are created. A branch where a patient already holds the placeholder phone keeps none.
INSERT INTO "customers" ("name", "paternal", "maternal", "phone", "branch_id", "walk_in")
SELECT 'PÚBLICO EN GENERAL', '', '', '0000000000', "id", true FROM "branches"
ON CONFLICT DO NOTHING;
