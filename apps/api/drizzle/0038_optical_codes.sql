ALTER TABLE "products" ADD COLUMN "code" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "kind" varchar(20) DEFAULT 'OTRO' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- docs/rules.md Optical catalogue: a product written without a code takes the one Iris assigns,
-- an EAN-13 in the in-store range: 20, the id in 10 digits, the GS1 check digit (the same as
-- packages/domain's product-code.ts). A BEFORE trigger, because only then is the id known;
-- drizzle-kit does not express triggers. Existing products get theirs here.
CREATE FUNCTION iris_gtin_check(digits text) RETURNS integer
  LANGUAGE sql IMMUTABLE AS $$
  SELECT ((10 - sum(substr(digits, i, 1)::integer
    * CASE WHEN (length(digits) - i) % 2 = 0 THEN 3 ELSE 1 END) % 10) % 10)::integer
  FROM generate_series(1, length(digits)) AS i
$$;--> statement-breakpoint
CREATE FUNCTION iris_assigned_product_code(id integer) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT '20' || lpad(id::text, 10, '0') || iris_gtin_check('20' || lpad(id::text, 10, '0'))
$$;--> statement-breakpoint
CREATE FUNCTION iris_product_code() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.code = '' THEN
    NEW.code := iris_assigned_product_code(NEW.id);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_code BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION iris_product_code();--> statement-breakpoint
UPDATE "products" SET "code" = iris_assigned_product_code("id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_u553" ON "products" USING btree (lower(trim("code")));--> statement-breakpoint
CREATE INDEX "products_kind_idx" ON "products" USING btree ("kind","id");