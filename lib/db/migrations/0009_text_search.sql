-- Free-text search: trigram matching (pg_trgm) on text without accents (unaccent). PGlite loads both
-- as contrib extensions (lib/db/client.ts); a PostgreSQL server ships them with its contrib package.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary chosen by search_path); this wrapper names the
-- dictionary itself, so it may be declared IMMUTABLE and used in index expressions.
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
CREATE INDEX "geo_name_trgm_idx" ON "geo" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin (search_fold("name") gin_trgm_ops) WHERE "projects"."published";--> statement-breakpoint
CREATE INDEX "projects_developer_trgm_idx" ON "projects" USING gin (search_fold("developer") gin_trgm_ops) WHERE "projects"."published";