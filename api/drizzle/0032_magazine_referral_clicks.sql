CREATE TABLE "magazine_referral_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"magazine_share_link_id" integer NOT NULL,
	"magazine_id" integer NOT NULL,
	"affiliate_user_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"user_id" integer,
	"referring_host" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "magazine_referral_clicks" ADD CONSTRAINT "magazine_referral_clicks_magazine_share_link_id_magazine_share_links_id_fk" FOREIGN KEY ("magazine_share_link_id") REFERENCES "public"."magazine_share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_referral_clicks" ADD CONSTRAINT "magazine_referral_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "magazine_referral_clicks_visit" ON "magazine_referral_clicks" USING btree ("magazine_id","visitor","created_at");--> statement-breakpoint
CREATE INDEX "magazine_referral_clicks_account" ON "magazine_referral_clicks" USING btree ("user_id","magazine_id","created_at");--> statement-breakpoint
CREATE INDEX "magazine_referral_clicks_link" ON "magazine_referral_clicks" USING btree ("magazine_share_link_id","created_at");