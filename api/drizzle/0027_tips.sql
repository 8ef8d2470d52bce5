CREATE TABLE "tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"tipper_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"article_id" integer,
	"amount" integer NOT NULL,
	"message" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tips_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_owner";--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "article_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "purchase_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "item_kind" text DEFAULT 'article' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "tip_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tip_id" integer;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_tipper_id_users_id_fk" FOREIGN KEY ("tipper_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tips_recipient_paid" ON "tips" USING btree ("recipient_id","paid_at") WHERE "tips"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "tips_tipper" ON "tips" USING btree ("tipper_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_tip_id_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."tips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tip_id_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."tips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_tip_attempts" ON "payment_orders" USING btree ("user_id","created_at") WHERE "payment_orders"."item_kind" = 'tip';--> statement-breakpoint
CREATE INDEX "ledger_entries_tip" ON "ledger_entries" USING btree ("tip_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tip_id_unique" UNIQUE("tip_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_owner" CHECK ("ledger_entries"."purchase_id" is not null or "ledger_entries"."payout_id" is not null or "ledger_entries"."forfeit_id" is not null or "ledger_entries"."tip_id" is not null);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_item" CHECK (num_nonnulls("refunds"."purchase_id", "refunds"."tip_id") = 1);