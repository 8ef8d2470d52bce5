DROP INDEX "view_events_day";--> statement-breakpoint
DROP INDEX "view_events_once_a_day";--> statement-breakpoint
DROP INDEX "view_events_user";--> statement-breakpoint
CREATE UNIQUE INDEX "view_events_once_a_day" ON "view_events" USING btree ("day","article_id","visitor");--> statement-breakpoint
CREATE INDEX "view_events_user" ON "view_events" USING btree ("user_id") WHERE "view_events"."user_id" is not null;