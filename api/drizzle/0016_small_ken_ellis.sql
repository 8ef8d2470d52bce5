DROP INDEX "purchases_article_user";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "reserved_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_article_user" ON "purchases" USING btree ("article_id","user_id") WHERE "purchases"."refunded_at" is null;--> statement-breakpoint
-- Issue 21: purchases refunded before refunded_at existed take their refund's time (hand-written).
UPDATE "purchases" SET "refunded_at" = r."created_at" FROM "refunds" r WHERE r."purchase_id" = "purchases"."id";
