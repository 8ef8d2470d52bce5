CREATE TABLE "storage_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"name" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "storage_deletions_target" ON "storage_deletions" USING btree ("area","name");--> statement-breakpoint
CREATE INDEX "storage_deletions_due" ON "storage_deletions" USING btree ("next_attempt_at");