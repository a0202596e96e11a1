CREATE TYPE "public"."prescription_kind" AS ENUM('LENTES', 'CONTACTO');--> statement-breakpoint
CREATE TYPE "public"."prism_base" AS ENUM('ARRIBA', 'ABAJO', 'NASAL', 'TEMPORAL');--> statement-breakpoint
ALTER TYPE "public"."access_subject" ADD VALUE 'prescription';--> statement-breakpoint
ALTER TYPE "public"."access_subject" ADD VALUE 'prescriptionPdf';--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"date" date NOT NULL,
	"kind" "prescription_kind" NOT NULL,
	"od_sphere" numeric(5, 2) NOT NULL,
	"od_cylinder" numeric(4, 2) NOT NULL,
	"od_axis" smallint,
	"od_add" numeric(3, 2),
	"od_prism" numeric(4, 2),
	"od_prism_base" "prism_base",
	"od_pd" numeric(3, 1),
	"od_va_sc" smallint,
	"od_va_cc" smallint,
	"od_base_curve" numeric(4, 2),
	"od_diameter" numeric(4, 2),
	"oi_sphere" numeric(5, 2) NOT NULL,
	"oi_cylinder" numeric(4, 2) NOT NULL,
	"oi_axis" smallint,
	"oi_add" numeric(3, 2),
	"oi_prism" numeric(4, 2),
	"oi_prism_base" "prism_base",
	"oi_pd" numeric(3, 1),
	"oi_va_sc" smallint,
	"oi_va_cc" smallint,
	"oi_base_curve" numeric(4, 2),
	"oi_diameter" numeric(4, 2),
	"notes" text,
	"doctor_id" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_minus_cylinder" CHECK ("prescriptions"."od_cylinder" <= 0 and "prescriptions"."oi_cylinder" <= 0 and "prescriptions"."od_sphere" between -30 and 30 and "prescriptions"."oi_sphere" between -30 and 30),
	CONSTRAINT "prescriptions_axis" CHECK (("prescriptions"."od_cylinder" = 0) = ("prescriptions"."od_axis" is null) and ("prescriptions"."oi_cylinder" = 0) = ("prescriptions"."oi_axis" is null)
        and coalesce("prescriptions"."od_axis", 1) between 1 and 180 and coalesce("prescriptions"."oi_axis", 1) between 1 and 180)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "professional_license" varchar(20);--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescriptions_customer_idx" ON "prescriptions" USING btree ("customer_id","date","id");