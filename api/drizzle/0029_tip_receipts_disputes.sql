ALTER TABLE "receipts" ALTER COLUMN "purchase_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "disputes" ALTER COLUMN "purchase_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "tip_id" integer;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "tip_id" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_tip_id_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."tips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_tip_id_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."tips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_tip" ON "disputes" USING btree ("tip_id","status");--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_tip_id_unique" UNIQUE("tip_id");--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_item" CHECK (num_nonnulls("receipts"."purchase_id", "receipts"."tip_id") = 1);--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_item" CHECK (num_nonnulls("disputes"."purchase_id", "disputes"."tip_id") = 1);