CREATE TABLE "lab_order_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"serial" integer NOT NULL,
	"shopping_id" integer NOT NULL,
	"prescription_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"laboratory_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'PEDIDO' NOT NULL,
	"promised_date" date NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_orders_status" CHECK ("lab_orders"."status" in ('PEDIDO', 'ENVIADO', 'RECIBIDO', 'ENTREGADO', 'CANCELADO'))
);
--> statement-breakpoint
CREATE TABLE "laboratories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"email" varchar(150),
	"phone" varchar(10),
	"lead_days" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "laboratories_lead_days" CHECK ("laboratories"."lead_days" between 0 and 60)
);
--> statement-breakpoint
ALTER TABLE "lab_order_stages" ADD CONSTRAINT "lab_order_stages_order_id_lab_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lab_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_order_stages" ADD CONSTRAINT "lab_order_stages_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_shopping_id_shoppings_id_fk" FOREIGN KEY ("shopping_id") REFERENCES "public"."shoppings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_order_stages_order_status_key" ON "lab_order_stages" USING btree ("order_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_orders_branch_serial_key" ON "lab_orders" USING btree ("branch_id","serial");--> statement-breakpoint
CREATE INDEX "lab_orders_branch_promised_idx" ON "lab_orders" USING btree ("branch_id","promised_date","id");--> statement-breakpoint
CREATE INDEX "lab_orders_promised_idx" ON "lab_orders" USING btree ("promised_date","id");--> statement-breakpoint
CREATE INDEX "lab_orders_branch_urgency_idx" ON "lab_orders" USING btree ("branch_id",(date '9999-12-31' - "promised_date"),"id");--> statement-breakpoint
CREATE INDEX "lab_orders_urgency_idx" ON "lab_orders" USING btree ((date '9999-12-31' - "promised_date"),"id");--> statement-breakpoint
CREATE INDEX "lab_orders_shopping_idx" ON "lab_orders" USING btree ("shopping_id");--> statement-breakpoint
CREATE INDEX "lab_orders_prescription_idx" ON "lab_orders" USING btree ("prescription_id");--> statement-breakpoint
CREATE INDEX "lab_orders_customer_idx" ON "lab_orders" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "laboratories_name_u550" ON "laboratories" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE INDEX "laboratories_name_idx" ON "laboratories" USING btree ("name","id");