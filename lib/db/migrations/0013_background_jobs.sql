CREATE TABLE "background_jobs" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone,
	"locked_by" varchar(60),
	"locked_until" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" varchar(300)
);
