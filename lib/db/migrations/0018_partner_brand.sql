CREATE TABLE "partner_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"staff_user_id" integer,
	"actor_name" varchar(160) NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "whatsapp" varchar(40);--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "opening_hours" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "social_links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "requested_domain" varchar(253);--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "domain_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_audit" ADD CONSTRAINT "partner_audit_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_audit" ADD CONSTRAINT "partner_audit_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_audit_partner_idx" ON "partner_audit" USING btree ("partner_id","created_at");