CREATE TABLE "magazine_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"magazine_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "magazine_share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"magazine_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "magazine_share_links_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "magazines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_image_path" text,
	"price" integer NOT NULL,
	"affiliate_rate_bp" integer DEFAULT 0 NOT NULL,
	"affiliatable_only_purchaser" boolean DEFAULT false NOT NULL,
	"search_title" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- payment_orders.article_id nullable and item_kind: added by 0027_tips (both branches added them; merged).
ALTER TABLE "purchases" ALTER COLUMN "article_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "magazine_id" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "item_kind" text DEFAULT 'article' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "magazine_id" integer;--> statement-breakpoint
ALTER TABLE "magazine_articles" ADD CONSTRAINT "magazine_articles_magazine_id_magazines_id_fk" FOREIGN KEY ("magazine_id") REFERENCES "public"."magazines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_articles" ADD CONSTRAINT "magazine_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_share_links" ADD CONSTRAINT "magazine_share_links_magazine_id_magazines_id_fk" FOREIGN KEY ("magazine_id") REFERENCES "public"."magazines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_share_links" ADD CONSTRAINT "magazine_share_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazines" ADD CONSTRAINT "magazines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "magazine_articles_live" ON "magazine_articles" USING btree ("magazine_id","article_id") WHERE "magazine_articles"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "magazine_articles_article" ON "magazine_articles" USING btree ("article_id","magazine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "magazine_share_links_magazine_user" ON "magazine_share_links" USING btree ("magazine_id","user_id");--> statement-breakpoint
CREATE INDEX "magazines_user" ON "magazines" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_magazine_id_magazines_id_fk" FOREIGN KEY ("magazine_id") REFERENCES "public"."magazines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_magazine_id_magazines_id_fk" FOREIGN KEY ("magazine_id") REFERENCES "public"."magazines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_one_open_magazine" ON "payment_orders" USING btree ("user_id","magazine_id") WHERE "payment_orders"."status" in ('created', 'pending') and "payment_orders"."magazine_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_magazine_user" ON "purchases" USING btree ("magazine_id","user_id") WHERE "purchases"."refunded_at" is null and "purchases"."magazine_id" is not null;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_item_kind" CHECK (("payment_orders"."item_kind" = 'article' and "payment_orders"."article_id" is not null and "payment_orders"."magazine_id" is null)
      or ("payment_orders"."item_kind" = 'magazine' and "payment_orders"."magazine_id" is not null and "payment_orders"."article_id" is null)
      or ("payment_orders"."item_kind" = 'tip' and "payment_orders"."article_id" is null and "payment_orders"."magazine_id" is null));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_item_kind" CHECK (("purchases"."item_kind" = 'article' and "purchases"."article_id" is not null and "purchases"."magazine_id" is null)
      or ("purchases"."item_kind" = 'magazine' and "purchases"."magazine_id" is not null and "purchases"."article_id" is null));