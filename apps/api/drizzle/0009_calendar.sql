CREATE TABLE "calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_date" date NOT NULL,
	"end_time" time NOT NULL,
	"starts_at" timestamp GENERATED ALWAYS AS ("calendar_events"."start_date" + "calendar_events"."start_time") STORED,
	"ends_at" timestamp GENERATED ALWAYS AS ("calendar_events"."end_date" + "calendar_events"."end_time") STORED,
	"color" "event_color" NOT NULL,
	"branch_id" integer NOT NULL,
	"customer_id" integer,
	"type_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_end_after_start" CHECK ("calendar_events"."end_date" + "calendar_events"."end_time" > "calendar_events"."start_date" + "calendar_events"."start_time")
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_type_id_appointment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."appointment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_branch_start_u522" ON "calendar_events" USING btree ("branch_id","starts_at");--> statement-breakpoint
CREATE INDEX "calendar_events_branch_range_idx" ON "calendar_events" USING btree ("branch_id","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "calendar_events_customer_idx" ON "calendar_events" USING btree ("customer_id","starts_at");