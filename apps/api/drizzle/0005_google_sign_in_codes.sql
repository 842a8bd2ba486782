CREATE TABLE "google_sign_in_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"browser_key_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "pending_registrations_phone_idx";--> statement-breakpoint
ALTER TABLE "google_sign_in_codes" ADD CONSTRAINT "google_sign_in_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;