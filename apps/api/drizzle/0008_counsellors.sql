CREATE TABLE "counsellor_invitations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"counsellor_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counsellor_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counsellor_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	CONSTRAINT "counsellor_time_off_range_check" CHECK ("counsellor_time_off"."to_date" >= "counsellor_time_off"."from_date")
);
--> statement-breakpoint
CREATE TABLE "counsellors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"bio" text NOT NULL,
	"languages" text[] NOT NULL,
	"specialities" text[] NOT NULL,
	"qualifications" text DEFAULT '' NOT NULL,
	"registration_number" text,
	"years_of_experience" integer,
	"photo" text,
	"weekly_hours" jsonb DEFAULT '{"0":[9,10,11,12,13,14,15,16,17,18,19,20],"1":[9,10,11,12,13,14,15,16,17,18,19,20],"2":[9,10,11,12,13,14,15,16,17,18,19,20],"3":[9,10,11,12,13,14,15,16,17,18,19,20],"4":[9,10,11,12,13,14,15,16,17,18,19,20],"5":[9,10,11,12,13,14,15,16,17,18,19,20],"6":[9,10,11,12,13,14,15,16,17,18,19,20]}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_assigned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counsellors_years_check" CHECK ("counsellors"."years_of_experience" is null or "counsellors"."years_of_experience" between 0 and 70)
);
--> statement-breakpoint
CREATE TABLE "session_notes" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"counsellor_id" uuid NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
DROP INDEX "appointments_live_slot_unique";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "counsellor_id" uuid;--> statement-breakpoint
ALTER TABLE "counsellor_invitations" ADD CONSTRAINT "counsellor_invitations_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsellor_time_off" ADD CONSTRAINT "counsellor_time_off_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsellors" ADD CONSTRAINT "counsellors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counsellor_invitations_counsellor_idx" ON "counsellor_invitations" USING btree ("counsellor_id");--> statement-breakpoint
CREATE INDEX "counsellor_time_off_counsellor_idx" ON "counsellor_time_off" USING btree ("counsellor_id","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "counsellors_user_id_unique" ON "counsellors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "counsellors_slug_unique" ON "counsellors" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "counsellors_active_idx" ON "counsellors" USING btree ("active");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_live_counsellor_slot_unique" ON "appointments" USING btree ("counsellor_id","date","slot") WHERE "appointments"."status" in ('awaiting_payment', 'pending', 'accepted') and "appointments"."counsellor_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_live_slot_unique" ON "appointments" USING btree ("date","slot") WHERE "appointments"."status" in ('awaiting_payment', 'pending', 'accepted') and "appointments"."counsellor_id" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'counsellor', 'admin'));