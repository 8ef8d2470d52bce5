CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"point" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_point_range" CHECK ("reviews"."point" between 1 and 5)
);
--> statement-breakpoint
DROP INDEX "follows_followee";--> statement-breakpoint
DROP INDEX "articles_user";--> statement-breakpoint
DROP INDEX "purchases_user";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "average_point_centi" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "trend_score" double precision;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_article_user" ON "reviews" USING btree ("article_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_article_page" ON "reviews" USING btree ("article_id","created_at","id");--> statement-breakpoint
CREATE INDEX "articles_high_rated" ON "articles" USING btree ("average_point_centi","reviews_count","published_at","id") WHERE "articles"."status" = 'published' and "articles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "articles_user_high_rated" ON "articles" USING btree ("user_id","average_point_centi","reviews_count","published_at","id") WHERE "articles"."status" = 'published' and "articles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "articles_category_new" ON "articles" USING btree ("category_id","published_at","id") WHERE "articles"."status" = 'published' and "articles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "articles_category_fav" ON "articles" USING btree ("category_id","average_point_centi","reviews_count","published_at","id") WHERE "articles"."status" = 'published' and "articles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "articles_trend" ON "articles" USING btree ("trend_score","id") WHERE "articles"."status" = 'published' and "articles"."deleted_at" is null and "articles"."trend_score" is not null;--> statement-breakpoint
CREATE INDEX "follows_followers_page" ON "follows" USING btree ("followee_id","created_at","follower_id");--> statement-breakpoint
CREATE INDEX "follows_followings_page" ON "follows" USING btree ("follower_id","created_at","followee_id");--> statement-breakpoint
CREATE INDEX "articles_user" ON "articles" USING btree ("user_id","published_at","id");--> statement-breakpoint
CREATE INDEX "purchases_user" ON "purchases" USING btree ("user_id","created_at","id");