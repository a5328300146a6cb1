CREATE TYPE "public"."feed_run_status" AS ENUM('running', 'succeeded', 'failed');--> statement-breakpoint
ALTER TYPE "public"."unit_status" ADD VALUE 'withdrawn';--> statement-breakpoint
CREATE TABLE "feed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" "feed_run_status" DEFAULT 'running' NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"report" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"url" text,
	"partner_id" integer,
	"grouping" jsonb DEFAULT '{"proximityMeters":50}'::jsonb NOT NULL,
	"schedule" varchar(60),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"old_price" integer,
	"new_price" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "feed_source_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "feed_ref" varchar(200);--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "feed_source_id" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "feed_id" varchar(100);--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_source_id_feed_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."feed_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_sources" ADD CONSTRAINT "feed_sources_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_runs_source_idx" ON "feed_runs" USING btree ("source_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_sources_name_uq" ON "feed_sources" USING btree ("name");--> statement-breakpoint
CREATE INDEX "price_history_unit_idx" ON "price_history" USING btree ("unit_id","changed_at");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_feed_source_id_feed_sources_id_fk" FOREIGN KEY ("feed_source_id") REFERENCES "public"."feed_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_feed_source_id_feed_sources_id_fk" FOREIGN KEY ("feed_source_id") REFERENCES "public"."feed_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_feed_uq" ON "projects" USING btree ("feed_source_id","feed_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "units_feed_uq" ON "units" USING btree ("feed_source_id","feed_id");