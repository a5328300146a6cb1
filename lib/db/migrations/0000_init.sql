CREATE TYPE "public"."content_kind" AS ENUM('page', 'blog', 'block');--> statement-breakpoint
CREATE TYPE "public"."file_kind" AS ENUM('price_list', 'floor_plan', 'brochure', 'other');--> statement-breakpoint
CREATE TYPE "public"."geo_kind" AS ENUM('country', 'region', 'province', 'town');--> statement-breakpoint
CREATE TYPE "public"."lead_kind" AS ENUM('contact', 'broker', 'price_list', 'floor_plan', 'viewing', 'brochure');--> statement-breakpoint
CREATE TYPE "public"."lead_status" AS ENUM('new', 'in_progress', 'closed');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('off_plan', 'under_construction', 'key_ready');--> statement-breakpoint
CREATE TYPE "public"."staff_role" AS ENUM('partner', 'admin');--> statement-breakpoint
CREATE TYPE "public"."unit_status" AS ENUM('available', 'reserved', 'sold');--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"token_hash" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"phone" varchar(40),
	"zip_code" varchar(20),
	"home_town" varchar(120),
	"partner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(160) NOT NULL,
	"partner_id" integer,
	"kind" "content_kind" DEFAULT 'page' NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" text,
	"body" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"client_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_client_id_project_id_pk" PRIMARY KEY("client_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "geo" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "geo_kind" NOT NULL,
	"slug" varchar(120) NOT NULL,
	"name" varchar(160) NOT NULL,
	"country_id" integer,
	"region_id" integer,
	"province_id" integer,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "lead_kind" NOT NULL,
	"partner_id" integer,
	"client_id" integer,
	"project_id" integer,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(40),
	"zip_code" varchar(20),
	"address" varchar(200),
	"subject" varchar(200),
	"message" text,
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" "mail_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"lead_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60) NOT NULL,
	"name" varchar(160) NOT NULL,
	"domain" varchar(253),
	"primary_color" varchar(7) DEFAULT '#13206a' NOT NULL,
	"secondary_color" varchar(7) DEFAULT '#fffb00' NOT NULL,
	"heading_color" varchar(7),
	"logo_url" text,
	"email" varchar(254),
	"phone" varchar(40),
	"person_name" varchar(160),
	"person_role" varchar(160),
	"company_name" varchar(160),
	"address" text,
	"website" text,
	"region_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"token_hash" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"kind" "file_kind" NOT NULL,
	"title" varchar(200) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"content" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"confidential" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"name" varchar(200) NOT NULL,
	"developer" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"status" "project_status" NOT NULL,
	"delivery_date" date,
	"type_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	"town_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confidential_info" text,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"price_from" integer,
	"price_to" integer,
	"price_on_request" boolean DEFAULT false NOT NULL,
	"vat" boolean DEFAULT false NOT NULL,
	"bedrooms_min" integer,
	"bedrooms_max" integer,
	"bathrooms_min" integer,
	"bathrooms_max" integer,
	"area_min" integer,
	"area_max" integer,
	"units_available" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(160) NOT NULL,
	"role" "staff_role" NOT NULL,
	"partner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"reference" varchar(40) NOT NULL,
	"type_id" integer NOT NULL,
	"bedrooms" integer NOT NULL,
	"bathrooms" integer NOT NULL,
	"area" integer NOT NULL,
	"plot_area" integer,
	"terrace_area" integer,
	"solarium_area" integer,
	"garden_area" integer,
	"floor" integer,
	"orientation" varchar(20),
	"price" integer NOT NULL,
	"price_on_request" boolean DEFAULT false NOT NULL,
	"vat" boolean DEFAULT false NOT NULL,
	"status" "unit_status" DEFAULT 'available' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_country_id_geo_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."geo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_region_id_geo_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."geo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_province_id_geo_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."geo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_town_id_geo_id_fk" FOREIGN KEY ("town_id") REFERENCES "public"."geo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_uq" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_client_idx" ON "api_tokens" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_uq" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_partner_slug_uq" ON "content_pages" USING btree (coalesce("partner_id", 0),"slug");--> statement-breakpoint
CREATE INDEX "favorites_project_idx" ON "favorites" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "geo_kind_slug_parent_uq" ON "geo" USING btree ("kind","slug",coalesce("region_id", "country_id", 0));--> statement-breakpoint
CREATE INDEX "geo_region_idx" ON "geo" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "geo_province_idx" ON "geo" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "leads_partner_created_idx" ON "leads" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_client_idx" ON "leads" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_slug_uq" ON "partners" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_domain_uq" ON "partners" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_uq" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "project_files_project_idx" ON "project_files" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "projects_town_idx" ON "projects" USING btree ("town_id");--> statement-breakpoint
CREATE INDEX "projects_region_idx" ON "projects" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "projects_province_idx" ON "projects" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "projects_type_idx" ON "projects" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "projects_price_idx" ON "projects" USING btree ("price_from");--> statement-breakpoint
CREATE INDEX "projects_price_to_idx" ON "projects" USING btree ("price_to");--> statement-breakpoint
CREATE INDEX "projects_bedrooms_idx" ON "projects" USING btree ("bedrooms_max");--> statement-breakpoint
CREATE INDEX "projects_bathrooms_idx" ON "projects" USING btree ("bathrooms_max");--> statement-breakpoint
CREATE INDEX "projects_lat_lng_idx" ON "projects" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "projects_featured_idx" ON "projects" USING btree ("featured") WHERE "projects"."featured";--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_uq" ON "staff_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "units_project_idx" ON "units" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "units_type_idx" ON "units" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "units_price_idx" ON "units" USING btree ("price");--> statement-breakpoint
CREATE INDEX "units_bedrooms_idx" ON "units" USING btree ("bedrooms");