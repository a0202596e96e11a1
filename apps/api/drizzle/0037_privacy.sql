ALTER TYPE "public"."access_subject" ADD VALUE 'consent';--> statement-breakpoint
ALTER TYPE "public"."access_subject" ADD VALUE 'arcoRequest';--> statement-breakpoint
CREATE TABLE "arco_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" varchar(15) NOT NULL,
	"status" varchar(10) DEFAULT 'ABIERTA' NOT NULL,
	"received_at" date NOT NULL,
	"due_date" date NOT NULL,
	"warning_date" date NOT NULL,
	"notes" text,
	"resolution" text,
	"data_before" jsonb,
	"data_after" jsonb,
	"created_by" integer,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arco_requests_kind" CHECK ("arco_requests"."kind" in ('ACCESO', 'RECTIFICACION', 'CANCELACION', 'OPOSICION')),
	CONSTRAINT "arco_requests_status" CHECK ("arco_requests"."status" in ('ABIERTA', 'RESUELTA')),
	CONSTRAINT "arco_requests_resolved" CHECK ("arco_requests"."status" <> 'RESUELTA' or ("arco_requests"."resolved_at" is not null and "arco_requests"."resolution" is not null))
);
--> statement-breakpoint
CREATE TABLE "customer_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"notice_id" integer NOT NULL,
	"version" integer NOT NULL,
	"way" varchar(10) NOT NULL,
	"sensitive" boolean NOT NULL,
	"latest" boolean DEFAULT true NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "customer_consents_way" CHECK ("customer_consents"."way" in ('PAPEL', 'PANTALLA'))
);
--> statement-breakpoint
CREATE TABLE "privacy_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_notices_version_positive" CHECK ("privacy_notices"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "arco_requests" ADD CONSTRAINT "arco_requests_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arco_requests" ADD CONSTRAINT "arco_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arco_requests" ADD CONSTRAINT "arco_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arco_requests" ADD CONSTRAINT "arco_requests_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_notice_id_privacy_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."privacy_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arco_requests_branch_idx" ON "arco_requests" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "arco_requests_customer_idx" ON "arco_requests" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "arco_requests_due_idx" ON "arco_requests" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "arco_requests_branch_due_idx" ON "arco_requests" USING btree ("branch_id","due_date","id");--> statement-breakpoint
CREATE INDEX "arco_requests_open_idx" ON "arco_requests" USING btree ("warning_date","id") WHERE "arco_requests"."status" = 'ABIERTA';--> statement-breakpoint
CREATE UNIQUE INDEX "customer_consents_latest_u" ON "customer_consents" USING btree ("customer_id") WHERE "customer_consents"."latest";--> statement-breakpoint
CREATE INDEX "customer_consents_customer_idx" ON "customer_consents" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_notices_version_u" ON "privacy_notices" USING btree ("version");