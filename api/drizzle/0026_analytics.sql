CREATE TABLE "referral_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"share_link_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"affiliate_user_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"user_id" integer,
	"referring_host" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "view_daily" (
	"article_id" integer NOT NULL,
	"day" date NOT NULL,
	"source_kind" text NOT NULL,
	"source_detail" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "view_daily_article_id_day_source_kind_source_detail_pk" PRIMARY KEY("article_id","day","source_kind","source_detail")
);
--> statement-breakpoint
CREATE TABLE "view_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"user_id" integer,
	"source_kind" text NOT NULL,
	"source_detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_clicks_visit" ON "referral_clicks" USING btree ("article_id","visitor","created_at");--> statement-breakpoint
CREATE INDEX "referral_clicks_account" ON "referral_clicks" USING btree ("user_id","article_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_clicks_link" ON "referral_clicks" USING btree ("share_link_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "view_events_once_a_day" ON "view_events" USING btree ("article_id","day","visitor");--> statement-breakpoint
CREATE INDEX "view_events_day" ON "view_events" USING btree ("day");--> statement-breakpoint
CREATE INDEX "view_events_user" ON "view_events" USING btree ("user_id");