CREATE TABLE "reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'PENDIENTE' NOT NULL,
	"key" varchar(100) NOT NULL,
	"branch_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"event_id" integer,
	"appointment_at" timestamp,
	"prescription_id" integer,
	"due_date" date NOT NULL,
	"reason" varchar(30),
	"detail" varchar(200),
	"attempts" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_kind" CHECK ("reminders"."kind" in ('CITA', 'REVISION')),
	CONSTRAINT "reminders_status" CHECK ("reminders"."status" in ('PENDIENTE', 'ENVIADO', 'FALLIDO', 'OMITIDO')),
	CONSTRAINT "reminders_what" CHECK (("reminders"."kind" = 'CITA' and "reminders"."appointment_at" is not null) or ("reminders"."kind" = 'REVISION' and "reminders"."prescription_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_key_u" ON "reminders" USING btree ("key");--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "reminders_branch_due_idx" ON "reminders" USING btree ("branch_id","due_date","id");--> statement-breakpoint
CREATE INDEX "reminders_customer_idx" ON "reminders" USING btree ("customer_id","kind","due_date");--> statement-breakpoint
CREATE INDEX "reminders_event_idx" ON "reminders" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "calendar_events_starts_idx" ON "calendar_events" USING btree ("starts_at");