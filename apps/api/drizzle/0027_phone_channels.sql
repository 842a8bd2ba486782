CREATE TABLE "channel_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"given" boolean NOT NULL,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "channel_consents_channel_check" CHECK ("channel_consents"."channel" in ('sms', 'whatsapp')),
	CONSTRAINT "channel_consents_source_check" CHECK ("channel_consents"."source" in ('preferences', 'stop', 'number'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"push" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"event" text NOT NULL,
	"event_key" text NOT NULL,
	"appointment_id" uuid,
	"to_phone" text NOT NULL,
	"language" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"last_error" text,
	"provider_message_id" text,
	"delivery_status" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "phone_messages_channel_check" CHECK ("phone_messages"."channel" in ('sms', 'whatsapp')),
	CONSTRAINT "phone_messages_event_check" CHECK ("phone_messages"."event" in ('session_accepted', 'session_reminder_24h', 'session_reminder_1h', 'session_moved', 'session_cancelled', 'request_expired')),
	CONSTRAINT "phone_messages_language_check" CHECK ("phone_messages"."language" in ('en', 'hi', 'mr')),
	CONSTRAINT "phone_messages_state_check" CHECK ("phone_messages"."state" in ('pending', 'sent', 'failed', 'void')),
	CONSTRAINT "phone_messages_failed_check" CHECK (("phone_messages"."state" = 'failed') = ("phone_messages"."failed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_consents" ADD CONSTRAINT "channel_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_messages" ADD CONSTRAINT "phone_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_consents_user_idx" ON "channel_consents" USING btree ("user_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_messages_once_unique" ON "phone_messages" USING btree ("user_id","event_key","channel");--> statement-breakpoint
CREATE INDEX "phone_messages_due_idx" ON "phone_messages" USING btree ("next_attempt_at") WHERE "phone_messages"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "phone_messages_provider_id_idx" ON "phone_messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "phone_messages_failed_idx" ON "phone_messages" USING btree ("failed_at") WHERE "phone_messages"."state" = 'failed';