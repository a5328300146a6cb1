CREATE TYPE "public"."saved_search_alert_reason" AS ENUM('new', 'price_drop');--> statement-breakpoint
CREATE TYPE "public"."saved_search_alert_status" AS ENUM('pending', 'sent');--> statement-breakpoint
CREATE TYPE "public"."saved_search_frequency" AS ENUM('instant', 'daily', 'paused');--> statement-breakpoint
CREATE TABLE "saved_search_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"saved_search_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"reason" "saved_search_alert_reason" NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"status" "saved_search_alert_status" DEFAULT 'pending' NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_search_unsubscribe_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"saved_search_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"partner_id" integer,
	"own_domain" boolean DEFAULT false NOT NULL,
	"name" varchar(100) NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" "saved_search_frequency" DEFAULT 'instant' NOT NULL,
	"matched_since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_unsubscribe_tokens" ADD CONSTRAINT "saved_search_unsubscribe_tokens_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_alerts_uq" ON "saved_search_alerts" USING btree ("saved_search_id","project_id","reason","price");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_pending_idx" ON "saved_search_alerts" USING btree ("saved_search_id") WHERE "saved_search_alerts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "saved_search_unsubscribe_search_idx" ON "saved_search_unsubscribe_tokens" USING btree ("saved_search_id");--> statement-breakpoint
CREATE INDEX "saved_searches_client_idx" ON "saved_searches" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "saved_searches_frequency_idx" ON "saved_searches" USING btree ("frequency");