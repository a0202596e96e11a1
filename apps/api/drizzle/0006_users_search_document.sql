DROP INDEX "users_search_trgm";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (iris_fold(coalesce("users"."name"::text, '') || ' ' || coalesce("users"."paternal"::text, '') || ' ' || coalesce("users"."maternal"::text, '') || ' ' || coalesce("users"."email"::text, '') || ' ' || coalesce("users"."phone"::text, ''))) STORED;--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ("search_doc" gin_trgm_ops);--> statement-breakpoint
-- Fresh statistics for the new column, so that the planner uses its index from the first search.
ANALYZE "users";