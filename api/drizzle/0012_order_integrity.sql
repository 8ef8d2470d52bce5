CREATE TABLE "article_revisions" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"pay_article_line" integer NOT NULL,
	"price" integer NOT NULL,
	"sales_count" integer NOT NULL,
	"is_sales_unlimited" boolean NOT NULL,
	"affiliate_rate_bp" integer NOT NULL,
	"affiliatable_only_purchaser" boolean NOT NULL,
	"category_id" integer,
	"tags" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_sale_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"amount" integer NOT NULL,
	"state" text NOT NULL,
	"decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_card_tokens" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "sandbox_card_tokens" ADD COLUMN "consumed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_sale_events" ADD CONSTRAINT "article_sale_events_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_card_tokens" ADD CONSTRAINT "sandbox_card_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (issue 9): orders left open by crashes before this migration could break the unique
-- index below; of each buyer's open orders for one article only the newest stays open (the reconciler
-- settles it), the older ones fail. The sandbox recorded no charges before this migration.
UPDATE "payment_orders" SET "status" = 'failed', "error_code" = 'payment_not_completed',
  "error_message" = 'The payment did not complete; nothing was charged', "updated_at" = now()
WHERE "status" in ('created', 'pending') AND "id" NOT IN (
  SELECT DISTINCT ON ("user_id", "article_id") "id" FROM "payment_orders"
  WHERE "status" in ('created', 'pending') ORDER BY "user_id", "article_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_one_open" ON "payment_orders" USING btree ("user_id","article_id") WHERE "payment_orders"."status" in ('created', 'pending');--> statement-breakpoint
CREATE INDEX "payment_orders_open_age" ON "payment_orders" USING btree ("updated_at") WHERE "payment_orders"."status" in ('created', 'pending');--> statement-breakpoint
-- Hand-written (issue 9): under the old model a re-publication copied the unreviewed text over the live
-- columns and hid the article; "published" now means "an approved live version exists", so such rows
-- (their approved text is gone) stay hidden as first publications until approved.
UPDATE "articles" SET "status" = 'draft' WHERE "status" = 'published' AND "inspect_status" = 'review';
