ALTER TABLE "projects" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "price_history_changed_idx" ON "price_history" USING btree ("changed_at");--> statement-breakpoint
-- Projects published before this column existed: their creation is their publication (no false "Nieuw").
UPDATE "projects" SET "published_at" = "created_at";
