ALTER TABLE "mail_outbox" ADD COLUMN "from_name" varchar(120);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" varchar(254);