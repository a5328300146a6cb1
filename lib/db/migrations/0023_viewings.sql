CREATE TYPE "public"."viewing_status" AS ENUM('planned', 'done', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."lead_event_kind" ADD VALUE 'viewing_planned';--> statement-breakpoint
ALTER TYPE "public"."lead_event_kind" ADD VALUE 'viewing_changed';--> statement-breakpoint
ALTER TYPE "public"."lead_event_kind" ADD VALUE 'viewing_done';--> statement-breakpoint
ALTER TYPE "public"."lead_event_kind" ADD VALUE 'viewing_cancelled';--> statement-breakpoint
CREATE TABLE "staff_calendar_feeds" (
	"staff_user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewings" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"partner_id" integer,
	"project_id" integer,
	"agent_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"meeting_point" varchar(300) NOT NULL,
	"notes" text,
	"status" "viewing_status" DEFAULT 'planned' NOT NULL,
	"uid" varchar(200) NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "ical_method" varchar(16);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "ical_content" text;--> statement-breakpoint
ALTER TABLE "staff_calendar_feeds" ADD CONSTRAINT "staff_calendar_feeds_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_agent_id_staff_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_calendar_feeds_hash_uq" ON "staff_calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "viewings_uid_uq" ON "viewings" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "viewings_partner_starts_idx" ON "viewings" USING btree ("partner_id","starts_at");--> statement-breakpoint
CREATE INDEX "viewings_agent_starts_idx" ON "viewings" USING btree ("agent_id","starts_at");--> statement-breakpoint
CREATE INDEX "viewings_lead_idx" ON "viewings" USING btree ("lead_id");