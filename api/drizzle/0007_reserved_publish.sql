ALTER TABLE "articles" ADD COLUMN "publish_announced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "articles_reserved_due" ON "articles" USING btree ("published_at") WHERE "articles"."reserve_publish_type" = 'reserve' and "articles"."publish_announced_at" is null;--> statement-breakpoint
-- Hand-written: reservations already public before this migration were announced by nobody; do not announce them now.
UPDATE "articles" SET "publish_announced_at" = "published_at" WHERE "reserve_publish_type" = 'reserve' AND "published_at" <= now();