CREATE TYPE "public"."lead_event_kind" AS ENUM('created', 'status', 'note', 'reassigned', 'anonymised');--> statement-breakpoint
CREATE TYPE "public"."part_of_day" AS ENUM('morning', 'afternoon', 'evening');--> statement-breakpoint
ALTER TYPE "public"."lead_kind" ADD VALUE 'question';--> statement-breakpoint
ALTER TYPE "public"."lead_kind" ADD VALUE 'franchise';--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"staff_user_id" integer,
	"kind" "lead_event_kind" NOT NULL,
	"from_status" "lead_status",
	"to_status" "lead_status",
	"from_partner_id" integer,
	"to_partner_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer,
	"filters" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_logos" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"mime_type" varchar(40) NOT NULL,
	"content" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"token_hash" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_events" ALTER COLUMN "from_status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "lead_events" ALTER COLUMN "to_status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;--> statement-breakpoint
DROP TYPE "public"."lead_status";--> statement-breakpoint
CREATE TYPE "public"."lead_status" AS ENUM('new', 'contacted', 'viewing_planned', 'offer', 'closed_won', 'closed_lost');--> statement-breakpoint
ALTER TABLE "lead_events" ALTER COLUMN "from_status" SET DATA TYPE "public"."lead_status" USING "from_status"::"public"."lead_status";--> statement-breakpoint
ALTER TABLE "lead_events" ALTER COLUMN "to_status" SET DATA TYPE "public"."lead_status" USING "to_status"::"public"."lead_status";--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."lead_status";--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."lead_status" USING "status"::"public"."lead_status";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "preferred_date" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "part_of_day" "part_of_day";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "privacy_accepted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "idempotency_key" varchar(100);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "request_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_from_partner_id_partners_id_fk" FOREIGN KEY ("from_partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_to_partner_id_partners_id_fk" FOREIGN KEY ("to_partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_exports" ADD CONSTRAINT "lead_exports_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_logos" ADD CONSTRAINT "partner_logos_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_api_tokens" ADD CONSTRAINT "staff_api_tokens_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_api_tokens_hash_uq" ON "staff_api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_api_tokens_user_idx" ON "staff_api_tokens" USING btree ("staff_user_id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_project_idx" ON "leads" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_idempotency_uq" ON "leads" USING btree ("idempotency_key");