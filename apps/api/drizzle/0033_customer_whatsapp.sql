ALTER TABLE "customers" ADD COLUMN "whatsapp_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "whatsapp_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "whatsapp_consent_way" varchar(10);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_whatsapp_consent_way" CHECK ("customers"."whatsapp_consent_way" in ('MOSTRADOR', 'RESPUESTA'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_whatsapp_consent_dated" CHECK (not "customers"."whatsapp_consent" or ("customers"."whatsapp_consent_at" is not null and "customers"."whatsapp_consent_way" is not null));