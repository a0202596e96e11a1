CREATE TABLE "whatsapp_early_statuses" (
	"wa_id" varchar(128) NOT NULL,
	"status" varchar(10) NOT NULL,
	"error_code" integer,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_early_statuses_wa_id_status_pk" PRIMARY KEY("wa_id","status")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_inbound" (
	"wa_id" varchar(128) PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(100) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"category" varchar(10) NOT NULL,
	"branch_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"reminder_id" integer,
	"lab_order_id" integer,
	"wa_id" varchar(128),
	"status" varchar(10) DEFAULT 'ENVIANDO' NOT NULL,
	"reason" varchar(30),
	"error_code" integer,
	"answer" varchar(10),
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_kind" CHECK ("whatsapp_messages"."kind" in ('CITA', 'REVISION', 'LISTOS', 'BAJA')),
	CONSTRAINT "whatsapp_messages_category" CHECK ("whatsapp_messages"."category" in ('UTILITY', 'MARKETING', 'SERVICE')),
	CONSTRAINT "whatsapp_messages_status" CHECK ("whatsapp_messages"."status" in ('ENVIANDO', 'ENVIADO', 'ENTREGADO', 'LEIDO', 'FALLIDO')),
	CONSTRAINT "whatsapp_messages_answer" CHECK ("whatsapp_messages"."answer" in ('CONFIRMAR', 'CAMBIAR'))
);
--> statement-breakpoint
ALTER TABLE "calendar_event_statuses" ADD COLUMN "via" varchar(10);--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "change_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "channel" varchar(10) DEFAULT 'EMAIL' NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_lab_order_id_lab_orders_id_fk" FOREIGN KEY ("lab_order_id") REFERENCES "public"."lab_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_early_statuses_received_idx" ON "whatsapp_early_statuses" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_key_u" ON "whatsapp_messages" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_wa_id_u" ON "whatsapp_messages" USING btree ("wa_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_reminder_idx" ON "whatsapp_messages" USING btree ("reminder_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_lab_order_idx" ON "whatsapp_messages" USING btree ("lab_order_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_sent_idx" ON "whatsapp_messages" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_branch_sent_idx" ON "whatsapp_messages" USING btree ("branch_id","sent_at");--> statement-breakpoint
CREATE INDEX "calendar_events_change_requested_idx" ON "calendar_events" USING btree ("branch_id","starts_at") WHERE "calendar_events"."change_requested_at" is not null;--> statement-breakpoint
ALTER TABLE "calendar_event_statuses" ADD CONSTRAINT "calendar_event_statuses_via" CHECK ("calendar_event_statuses"."via" in ('WHATSAPP'));--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_channel" CHECK ("reminders"."channel" in ('EMAIL', 'WHATSAPP'));