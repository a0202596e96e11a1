-- A branch's stock sorted by category (the stock table's default order) joined and sorted every
-- stock row of the branch for each page. Each stock row now carries its storage's branch and its
-- product's category's sort name, kept by the triggers below (drizzle-kit does not express
-- triggers), so that an index on (branch, category, id) or (storage, category, id) serves page 1.
ALTER TABLE "stock" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "stock" ADD COLUMN "category_sort" text;--> statement-breakpoint
UPDATE "stock" AS s SET "branch_id" = st."branch_id", "category_sort" = c."sort_name"
  FROM "storages" AS st, "products" AS p, "categories" AS c
  WHERE st."id" = s."storage_id" AND p."id" = s."product_id" AND c."id" = p."category_id";--> statement-breakpoint
-- A new stock row, or one moved to another storage or product, reads both.
CREATE FUNCTION iris_stock_copies() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT st."branch_id" INTO NEW."branch_id" FROM "storages" AS st WHERE st."id" = NEW."storage_id";
  SELECT c."sort_name" INTO NEW."category_sort"
    FROM "products" AS p JOIN "categories" AS c ON c."id" = p."category_id"
    WHERE p."id" = NEW."product_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER stock_copies BEFORE INSERT OR UPDATE OF "storage_id", "product_id" ON "stock"
  FOR EACH ROW EXECUTE FUNCTION iris_stock_copies();--> statement-breakpoint
-- A product moved to another category: its stock rows follow.
CREATE FUNCTION iris_stock_product_category() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stock" SET "category_sort" = c."sort_name"
    FROM "categories" AS c
    WHERE c."id" = NEW."category_id" AND "stock"."product_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stock_product_category AFTER UPDATE OF "category_id" ON "products"
  FOR EACH ROW WHEN (OLD."category_id" IS DISTINCT FROM NEW."category_id")
  EXECUTE FUNCTION iris_stock_product_category();--> statement-breakpoint
-- A category renamed: the stock of its products sorts by the new name.
CREATE FUNCTION iris_stock_category_name() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stock" SET "category_sort" = NEW."sort_name"
    FROM "products" AS p
    WHERE p."category_id" = NEW."id" AND "stock"."product_id" = p."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stock_category_name AFTER UPDATE OF "name" ON "categories"
  FOR EACH ROW WHEN (OLD."sort_name" IS DISTINCT FROM NEW."sort_name")
  EXECUTE FUNCTION iris_stock_category_name();--> statement-breakpoint
-- A storage given to another branch: its stock follows.
CREATE FUNCTION iris_stock_storage_branch() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stock" SET "branch_id" = NEW."branch_id" WHERE "storage_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stock_storage_branch AFTER UPDATE OF "branch_id" ON "storages"
  FOR EACH ROW WHEN (OLD."branch_id" IS DISTINCT FROM NEW."branch_id")
  EXECUTE FUNCTION iris_stock_storage_branch();--> statement-breakpoint
CREATE INDEX "stock_branch_category_idx" ON "stock" USING btree ("branch_id","category_sort","id");--> statement-breakpoint
CREATE INDEX "stock_storage_category_idx" ON "stock" USING btree ("storage_id","category_sort","id");--> statement-breakpoint
-- The planner's statistics of the new columns, for a branch's estimated total.
ANALYZE "stock";
