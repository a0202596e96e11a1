CREATE TABLE "movement_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"movement_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"price" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movement_details_qty_positive" CHECK ("movement_details"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" integer NOT NULL,
	"type" smallint NOT NULL,
	"date" date NOT NULL,
	"time" time NOT NULL,
	"status" varchar(20) DEFAULT 'NUEVO' NOT NULL,
	"storage_id" integer NOT NULL,
	"estorage_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movements_type" CHECK ("movements"."type" between 1 and 4),
	CONSTRAINT "movements_status" CHECK ("movements"."status" in ('NUEVO', 'EJECUTADO', 'CANCELADO')),
	CONSTRAINT "movements_transfer_origin" CHECK (("movements"."type" = 4) = ("movements"."estorage_id" is not null) and "movements"."estorage_id" <> "movements"."storage_id")
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_qty_not_negative_c666" CHECK ("stock"."qty" >= 0)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (iris_fold("categories"."name")) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (iris_fold("products"."name")) STORED;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (iris_fold("subcategories"."name")) STORED;--> statement-breakpoint
ALTER TABLE "movement_details" ADD CONSTRAINT "movement_details_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_details" ADD CONSTRAINT "movement_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_storage_id_storages_id_fk" FOREIGN KEY ("storage_id") REFERENCES "public"."storages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_estorage_id_storages_id_fk" FOREIGN KEY ("estorage_id") REFERENCES "public"."storages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_storage_id_storages_id_fk" FOREIGN KEY ("storage_id") REFERENCES "public"."storages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movement_details_movement_idx" ON "movement_details" USING btree ("movement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "movements_storage_serial_key" ON "movements" USING btree ("storage_id","serial");--> statement-breakpoint
CREATE INDEX "movements_estorage_idx" ON "movements" USING btree ("estorage_id","serial") WHERE "movements"."estorage_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_storage_product_key" ON "stock" USING btree ("storage_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_product_idx" ON "stock" USING btree ("product_id");