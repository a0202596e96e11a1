CREATE TYPE "public"."event_color" AS ENUM('green', 'red', 'cyan', 'orange', 'amber', 'purple', 'pink', 'lilac', 'blue', 'teal', 'indigo', 'brown', 'grey');--> statement-breakpoint
CREATE TABLE "storages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"branch_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "color" "event_color";--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "logo" varchar(500);--> statement-breakpoint
ALTER TABLE "storages" ADD CONSTRAINT "storages_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "storages_branch_name_u550" ON "storages" USING btree ("branch_id",lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "storages_one_default_per_branch" ON "storages" USING btree ("branch_id") WHERE "storages"."is_default";--> statement-breakpoint
CREATE INDEX "storages_branch_idx" ON "storages" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "storages_name_idx" ON "storages" USING btree ("name","id");