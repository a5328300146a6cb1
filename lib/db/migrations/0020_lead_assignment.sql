CREATE TYPE "public"."assign_mode" AS ENUM('manual', 'round_robin', 'project');--> statement-breakpoint
CREATE TYPE "public"."task_kind" AS ENUM('call_back', 'send_price_list', 'after_viewing', 'other');--> statement-breakpoint
ALTER TYPE "public"."lead_event_kind" ADD VALUE 'assigned';--> statement-breakpoint
CREATE TABLE "lead_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"kind" "task_kind" NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"assigned_staff_id" integer,
	"note" text,
	"done_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "morning_mails" (
	"staff_user_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "morning_mails_staff_user_id_day_pk" PRIMARY KEY("staff_user_id","day")
);
--> statement-breakpoint
CREATE TABLE "project_assignees" (
	"partner_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"staff_user_id" integer NOT NULL,
	CONSTRAINT "project_assignees_partner_id_project_id_pk" PRIMARY KEY("partner_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "from_staff_id" integer;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "to_staff_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assigned_staff_id" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "time_zone" varchar(64) DEFAULT 'Europe/Amsterdam' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "assign_mode" "assign_mode" DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "assign_last_staff_id" integer;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_assigned_staff_id_staff_users_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "morning_mails" ADD CONSTRAINT "morning_mails_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_assignees" ADD CONSTRAINT "project_assignees_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_assignees" ADD CONSTRAINT "project_assignees_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_assignees" ADD CONSTRAINT "project_assignees_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_tasks_lead_idx" ON "lead_tasks" USING btree ("lead_id","due_at");--> statement-breakpoint
CREATE INDEX "lead_tasks_open_idx" ON "lead_tasks" USING btree ("assigned_staff_id","due_at") WHERE "lead_tasks"."done_at" is null;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_from_staff_id_staff_users_id_fk" FOREIGN KEY ("from_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_to_staff_id_staff_users_id_fk" FOREIGN KEY ("to_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_staff_id_staff_users_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_partner_assignee_created_idx" ON "leads" USING btree ("partner_id","assigned_staff_id","created_at");