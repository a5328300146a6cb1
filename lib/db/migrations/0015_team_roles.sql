CREATE TYPE "public"."team_role" AS ENUM('owner', 'agent');--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "team_role" "team_role";--> statement-breakpoint
-- Every partner user before roles ran the partner's CRM alone: they become its owners.
UPDATE "staff_users" SET "team_role" = 'owner' WHERE "role" = 'partner';--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_team_role_ck" CHECK (("staff_users"."role" = 'admin') = ("staff_users"."team_role" is null));