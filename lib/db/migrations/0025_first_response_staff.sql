ALTER TABLE "leads" ADD COLUMN "first_response_staff_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_first_response_staff_id_staff_users_id_fk" FOREIGN KEY ("first_response_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_created_idx" ON "saved_search_alerts" USING btree ("created_at");--> statement-breakpoint
-- Who answered each lead first: the earliest status change, reply or planned viewing by a CRM user.
-- (Kinds compared as text: a value added to the enum earlier in the same migration run may not be used as one yet.)
UPDATE "leads" SET "first_response_staff_id" = "first"."staff_user_id"
FROM (
  SELECT DISTINCT ON ("lead_id") "lead_id", "staff_user_id" FROM "lead_events"
  WHERE "kind"::text IN ('status', 'replied', 'viewing_planned') AND "staff_user_id" IS NOT NULL
  ORDER BY "lead_id", "created_at", "id"
) AS "first"
WHERE "first"."lead_id" = "leads"."id" AND "leads"."first_response_at" IS NOT NULL;
