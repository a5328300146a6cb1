CREATE TYPE "public"."feed_image_status" AS ENUM('pending', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "feed_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"position" integer NOT NULL,
	"source_url" text NOT NULL,
	"status" "feed_image_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"error" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "project_photos" (
	"image_id" integer NOT NULL,
	"width" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "project_photos_image_id_width_pk" PRIMARY KEY("image_id","width")
);
--> statement-breakpoint
ALTER TABLE "feed_images" ADD CONSTRAINT "feed_images_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_image_id_feed_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."feed_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_images_project_position_uq" ON "feed_images" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "feed_images_due_idx" ON "feed_images" USING btree ("status","next_attempt_at");