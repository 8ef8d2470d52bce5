CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"code" text NOT NULL,
	"price" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_codes_price_min" CHECK ("discount_codes"."price" >= 100),
	CONSTRAINT "discount_codes_uses" CHECK ("discount_codes"."max_uses" is null or "discount_codes"."used_count" <= "discount_codes"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "publish_announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "discount_code_id" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "discount_code_id" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_codes_article" ON "discount_codes" USING btree ("article_id","created_at");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_reserved_due" ON "articles" USING btree ("published_at") WHERE "articles"."reserve_publish_type" = 'reserve' and "articles"."publish_announced_at" is null;--> statement-breakpoint
-- Hand-written: reservations already public before this migration were announced by nobody; do not announce them now.
UPDATE "articles" SET "publish_announced_at" = "published_at" WHERE "reserve_publish_type" = 'reserve' AND "published_at" <= now();
