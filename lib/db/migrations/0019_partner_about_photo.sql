CREATE TABLE "partner_about_photos" (
	"partner_id" integer NOT NULL,
	"width" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_about_photos_partner_id_width_pk" PRIMARY KEY("partner_id","width")
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "about_photo_url" text;--> statement-breakpoint
ALTER TABLE "partner_about_photos" ADD CONSTRAINT "partner_about_photos_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;