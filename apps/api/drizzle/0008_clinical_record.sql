CREATE TYPE "public"."access_action" AS ENUM('read', 'create', 'update', 'delete');--> statement-breakpoint
CREATE TYPE "public"."access_subject" AS ENUM('customer', 'note', 'doctorNote', 'document', 'history', 'historyPdf');--> statement-breakpoint
CREATE TYPE "public"."note_kind" AS ENUM('reception', 'doctor');--> statement-breakpoint
CREATE TABLE "access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"action" "access_action" NOT NULL,
	"subject" "access_subject" NOT NULL,
	"customer_id" integer NOT NULL,
	"record_id" integer,
	"ip" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"paternal" varchar(100) NOT NULL,
	"maternal" varchar(100) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"email" varchar(150),
	"address" varchar(300),
	"vat_required" boolean DEFAULT false NOT NULL,
	"vat" smallint,
	"branch_id" integer NOT NULL,
	"search_doc" text GENERATED ALWAYS AS (iris_fold(coalesce("customers"."name"::text, '') || ' ' || coalesce("customers"."paternal"::text, '') || ' ' || coalesce("customers"."maternal"::text, '') || ' ' || coalesce("customers"."phone"::text, '') || ' ' || coalesce("customers"."email"::text, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_vat_check" CHECK ("customers"."vat" IS NULL OR "customers"."vat" IN (8, 16))
);
--> statement-breakpoint
CREATE TABLE "note_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"file_key" varchar(500) NOT NULL,
	"mime" varchar(50) NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "note_kind" NOT NULL,
	"customer_id" integer NOT NULL,
	"code" integer NOT NULL,
	"title" varchar(150) NOT NULL,
	"description" text NOT NULL,
	"created_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_name_idx";--> statement-breakpoint
DROP INDEX "users_paternal_idx";--> statement-breakpoint
DROP INDEX "users_maternal_idx";--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_documents" ADD CONSTRAINT "note_documents_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_documents" ADD CONSTRAINT "note_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_log_at_idx" ON "access_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "access_log_customer_idx" ON "access_log" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "access_log_user_idx" ON "access_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_branch_email_u101" ON "customers" USING btree ("branch_id",lower(trim("email")));--> statement-breakpoint
CREATE UNIQUE INDEX "customers_branch_phone_u102" ON "customers" USING btree ("branch_id","phone");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree (iris_fold("name"),"id");--> statement-breakpoint
CREATE INDEX "customers_paternal_idx" ON "customers" USING btree (iris_fold("paternal"),"id");--> statement-breakpoint
CREATE INDEX "customers_maternal_idx" ON "customers" USING btree (iris_fold("maternal"),"id");--> statement-breakpoint
CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "customers_branch_idx" ON "customers" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "customers_branch_name_idx" ON "customers" USING btree ("branch_id",iris_fold("name"),"id");--> statement-breakpoint
CREATE INDEX "customers_branch_paternal_idx" ON "customers" USING btree ("branch_id",iris_fold("paternal"),"id");--> statement-breakpoint
CREATE INDEX "customers_branch_maternal_idx" ON "customers" USING btree ("branch_id",iris_fold("maternal"),"id");--> statement-breakpoint
CREATE INDEX "customers_branch_phone_idx" ON "customers" USING btree ("branch_id","phone","id");--> statement-breakpoint
CREATE INDEX "customers_branch_email_idx" ON "customers" USING btree ("branch_id","email","id");--> statement-breakpoint
CREATE INDEX "customers_search_trgm" ON "customers" USING gin ("search_doc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "note_documents_note_idx" ON "note_documents" USING btree ("note_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notes_customer_kind_code_uq" ON "notes" USING btree ("customer_id","kind","code");--> statement-breakpoint
CREATE INDEX "notes_customer_idx" ON "notes" USING btree ("customer_id","kind","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (iris_fold("name"),"id");--> statement-breakpoint
CREATE INDEX "users_paternal_idx" ON "users" USING btree (iris_fold("paternal"),"id");--> statement-breakpoint
CREATE INDEX "users_maternal_idx" ON "users" USING btree (iris_fold("maternal"),"id");--> statement-breakpoint
-- RULES.md, Clinical record: the access log is append-only, whatever the client. Written by hand:
-- drizzle-kit does not express triggers.
CREATE FUNCTION iris_access_log_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'access_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER access_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON "access_log"
  FOR EACH STATEMENT EXECUTE FUNCTION iris_access_log_append_only();
