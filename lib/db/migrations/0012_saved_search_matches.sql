CREATE TABLE "saved_search_matches" (
	"saved_search_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	CONSTRAINT "saved_search_matches_saved_search_id_project_id_pk" PRIMARY KEY("saved_search_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "matches_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;