CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"number" text NOT NULL,
	"addressee" text NOT NULL,
	"article_title" text NOT NULL,
	"seller_name" text NOT NULL,
	"issue_count" integer DEFAULT 1 NOT NULL,
	"first_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_purchase_id_unique" UNIQUE("purchase_id"),
	CONSTRAINT "receipts_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "law_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "law_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "law_disclosure_on_request" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unconfirmed_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_change_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_change_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_email_recent" ON "inquiries" USING btree ("email","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_change_token_hash_unique" UNIQUE("email_change_token_hash");