-- Search ignores case and accents ("maria lopez" finds "MARÍA LÓPEZ") on trigram indexes, the
-- same on PostgreSQL and on the embedded PGlite (both ship pg_trgm and unaccent).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could be swapped); an index needs IMMUTABLE, and the
-- dictionary named here is fixed, so this wrapper may say so.
CREATE OR REPLACE FUNCTION iris_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
