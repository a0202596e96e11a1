DROP INDEX "users_branch_idx";--> statement-breakpoint
CREATE INDEX "users_maternal_idx" ON "users" USING btree ("maternal","id");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (iris_fold(coalesce("name"::text, '') || ' ' || coalesce("paternal"::text, '') || ' ' || coalesce("maternal"::text, '') || ' ' || coalesce("email"::text, '') || ' ' || coalesce("phone"::text, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "branches_name_idx" ON "branches" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_branch_idx" ON "users" USING btree ("branch_id","id");