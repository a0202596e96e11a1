ALTER TYPE "public"."access_action" ADD VALUE 'export';--> statement-breakpoint
ALTER TYPE "public"."access_action" ADD VALUE 'block';--> statement-breakpoint
ALTER TYPE "public"."access_action" ADD VALUE 'anonymize';--> statement-breakpoint
ALTER TABLE "access_log" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "blocked_by" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;