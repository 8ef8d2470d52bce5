CREATE TABLE "forfeits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forfeits_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_owner";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "forfeit_id" integer;--> statement-breakpoint
ALTER TABLE "forfeits" ADD CONSTRAINT "forfeits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_forfeit_id_forfeits_id_fk" FOREIGN KEY ("forfeit_id") REFERENCES "public"."forfeits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_owner" CHECK ("ledger_entries"."purchase_id" is not null or "ledger_entries"."payout_id" is not null or "ledger_entries"."forfeit_id" is not null);