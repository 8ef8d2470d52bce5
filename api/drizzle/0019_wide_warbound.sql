ALTER TABLE "identity_verifications" ADD COLUMN "business_type" text DEFAULT 'individual' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "company_name_kana" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "corporate_number" text;