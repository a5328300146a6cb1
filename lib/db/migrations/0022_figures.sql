CREATE TYPE "public"."lead_source" AS ENUM('search', 'partner', 'campaign', 'referral', 'direct');--> statement-breakpoint
CREATE TABLE "page_views" (
	"partner_id" integer,
	"project_id" integer NOT NULL,
	"week" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_site_project_week_uq" UNIQUE NULLS NOT DISTINCT("partner_id","project_id","week")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source" "lead_source";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source_detail" varchar(200);--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;