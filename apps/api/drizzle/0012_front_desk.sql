CREATE TYPE "public"."appointment_status" AS ENUM('PROGRAMADA', 'CONFIRMADA', 'LLEGO', 'ATENDIDA', 'NO_ASISTIO');--> statement-breakpoint
CREATE TABLE "calendar_event_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"status" "appointment_status" NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "status" "appointment_status" DEFAULT 'PROGRAMADA' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "doctor_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sex" varchar(1);--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "multiple_answers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_event_statuses" ADD CONSTRAINT "calendar_event_statuses_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_statuses" ADD CONSTRAINT "calendar_event_statuses_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_event_statuses_event_idx" ON "calendar_event_statuses" USING btree ("event_id","id");--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_doctor_idx" ON "calendar_events" USING btree ("doctor_id","starts_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_sex" CHECK ("customers"."sex" in ('F', 'M', 'X'));