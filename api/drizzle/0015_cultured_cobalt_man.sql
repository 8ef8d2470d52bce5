CREATE TABLE "oauth_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_hash" text,
	"binding_hash" text NOT NULL,
	"provider" text NOT NULL,
	"intent" text NOT NULL,
	"stage" text DEFAULT 'authorizing' NOT NULL,
	"user_id" integer,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"issuer" text,
	"subject" text,
	"email" text,
	"name" text,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "oauth_attempts_state_hash_unique" UNIQUE("state_hash"),
	CONSTRAINT "oauth_attempts_binding_hash_unique" UNIQUE("binding_hash")
);
--> statement-breakpoint
CREATE TABLE "oauth_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_attempts" ADD CONSTRAINT "oauth_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_identities" ADD CONSTRAINT "oauth_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_attempts_expires_at" ON "oauth_attempts" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_identities_issuer_subject" ON "oauth_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_identities_user_provider" ON "oauth_identities" USING btree ("user_id","provider");