ALTER TYPE "public"."lead_event_kind" ADD VALUE 'replied';--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "subject" varchar(300);--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "phone" varchar(40);--> statement-breakpoint
ALTER TABLE "reply_templates" ADD CONSTRAINT "reply_templates_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reply_templates_partner_name_uq" ON "reply_templates" USING btree ("partner_id",lower("name"));