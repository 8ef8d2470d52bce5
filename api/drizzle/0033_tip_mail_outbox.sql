ALTER TABLE "purchase_mail_outbox" ALTER COLUMN "purchase_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_mail_outbox" ADD COLUMN "tip_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_mail_outbox" ADD CONSTRAINT "purchase_mail_outbox_tip_id_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."tips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_mail_outbox" ADD CONSTRAINT "purchase_mail_outbox_item" CHECK (num_nonnulls("purchase_mail_outbox"."purchase_id", "purchase_mail_outbox"."tip_id") = 1);--> statement-breakpoint
-- ── Hand-written (issue 37 tip mails, keep when regenerating) ─────────────────────────────────────────
-- A paid tip whose author mail was never claimed (tips.mailed_at null: the process died before its
-- kickTipMail) is queued in the outbox, so it is sent by the first run after this migration; only then
-- is mailed_at, which nothing reads any more, dropped (drizzle generates the DROP: it must stay after
-- this INSERT).
INSERT INTO "purchase_mail_outbox" ("tip_id") SELECT "id" FROM "tips" WHERE "paid_at" IS NOT NULL AND "mailed_at" IS NULL AND "refunded_at" IS NULL ORDER BY "id";--> statement-breakpoint
ALTER TABLE "tips" DROP COLUMN "mailed_at";
