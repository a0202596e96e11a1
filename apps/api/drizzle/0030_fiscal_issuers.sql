CREATE TABLE "fiscal_issuers" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfc" varchar(13) NOT NULL,
	"name" varchar(300) NOT NULL,
	"regime" varchar(3) NOT NULL,
	"series" varchar(25) NOT NULL,
	"global_periodicity" varchar(2) NOT NULL,
	"next_folio" integer DEFAULT 1 NOT NULL,
	"csd_certificate" text,
	"csd_certificate_number" varchar(20),
	"csd_valid_from" timestamp with time zone,
	"csd_valid_to" timestamp with time zone,
	"csd_rfc" varchar(13),
	"csd_key_cipher" text,
	"csd_password_cipher" text,
	"csd_secret_id" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_issuers_next_folio" CHECK ("fiscal_issuers"."next_folio" >= 1)
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "fiscal_issuer_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_issuers_rfc_u_issuer_rfc_taken" ON "fiscal_issuers" USING btree ("rfc");--> statement-breakpoint
CREATE INDEX "fiscal_issuers_name_idx" ON "fiscal_issuers" USING btree ("name","id");--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_fiscal_issuer_id_fiscal_issuers_id_fk" FOREIGN KEY ("fiscal_issuer_id") REFERENCES "public"."fiscal_issuers"("id") ON DELETE no action ON UPDATE no action;