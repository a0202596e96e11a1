-- The payments report's totals summed every payment of a branch on each page (1.2 s at a
-- million). They are now kept summed by key (db/schema/reports.schema.ts), below.
CREATE TABLE "payment_totals" (
	"branch_id" integer NOT NULL,
	"date" date NOT NULL,
	"audit_id" integer NOT NULL,
	"method_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"payments" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"vat" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	CONSTRAINT "payment_totals_branch_id_date_audit_id_method_id_kind_pk" PRIMARY KEY("branch_id","date","audit_id","method_id","kind")
);
--> statement-breakpoint
-- Kept by the database (drizzle-kit does not express triggers): every statement that writes
-- payments adds its rows' change to the totals of their key, in its own transaction. Statement
-- triggers see the rows changed as a table, so a bulk insert of a million payments (the bench, a
-- seed) is one grouped upsert; one payment is one upsert of one row. An upsert (never a read, then
-- a write) adds under the row's lock, so payments taken at once in a branch all count. Keys are
-- upserted in order, so that two statements touching several keys (cancels refunding payments of
-- several methods) lock them in the same order and never deadlock. Rows already deleted count for
-- nothing: stamping a deleted payment's deleted_by writes no total.
CREATE FUNCTION iris_payment_totals() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  -- 1 for the rows a statement leaves (NEW TABLE), -1 for the rows it removes (OLD TABLE).
  direction integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO "payment_totals" AS t
    ("branch_id", "date", "audit_id", "method_id", "kind", "payments", "amount", "vat", "total")
  SELECT s."branch_id", c."date", c."audit_id", c."method_id", c."kind", direction * count(*),
      direction * sum(c."amount"), direction * sum(c."vat"), direction * sum(c."total")
    FROM "changed" AS c JOIN "shoppings" AS s ON s."id" = c."shopping_id"
    WHERE c."deleted_at" IS NULL
    GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("branch_id", "date", "audit_id", "method_id", "kind") DO UPDATE
    SET "payments" = t."payments" + excluded."payments",
      "amount" = t."amount" + excluded."amount",
      "vat" = t."vat" + excluded."vat",
      "total" = t."total" + excluded."total";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Created before the backfill below: each takes a lock on payments that holds every writer back
-- until this migration commits, so no payment lands between the backfill and its triggers.
CREATE TRIGGER payment_totals_insert AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION iris_payment_totals('1');--> statement-breakpoint
-- An update (a payment soft-deleted, or moved to another day) takes its rows out as they were and
-- puts them back as they are: two triggers, since one sees only one of the two tables by a name.
CREATE TRIGGER payment_totals_update_new AFTER UPDATE ON "payments"
  REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION iris_payment_totals('1');--> statement-breakpoint
CREATE TRIGGER payment_totals_update_old AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION iris_payment_totals('-1');--> statement-breakpoint
CREATE TRIGGER payment_totals_delete AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION iris_payment_totals('-1');--> statement-breakpoint
CREATE FUNCTION iris_payment_totals_truncate() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "payment_totals";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER payment_totals_truncate AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION iris_payment_totals_truncate();--> statement-breakpoint
INSERT INTO "payment_totals"
  ("branch_id", "date", "audit_id", "method_id", "kind", "payments", "amount", "vat", "total")
SELECT s."branch_id", p."date", p."audit_id", p."method_id", p."kind", count(*),
    sum(p."amount"), sum(p."vat"), sum(p."total")
  FROM "payments" AS p JOIN "shoppings" AS s ON s."id" = p."shopping_id"
  WHERE p."deleted_at" IS NULL
  GROUP BY 1, 2, 3, 4, 5;
