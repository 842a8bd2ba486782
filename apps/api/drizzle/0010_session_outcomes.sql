CREATE TABLE "appointment_feedback" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_feedback_rating_check" CHECK ("appointment_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "appointment_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"mail_claimed_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_notices_kind_check" CHECK ("appointment_notices"."kind" in ('reminder-24h', 'reminder-1h', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "appointment_outcomes" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"marked_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_outcomes_outcome_check" CHECK ("appointment_outcomes"."outcome" in ('completed', 'no_show'))
);
--> statement-breakpoint
ALTER TABLE "appointment_feedback" ADD CONSTRAINT "appointment_feedback_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_notices" ADD CONSTRAINT "appointment_notices_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_notices" ADD CONSTRAINT "appointment_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_outcomes" ADD CONSTRAINT "appointment_outcomes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_outcomes" ADD CONSTRAINT "appointment_outcomes_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_feedback_created_idx" ON "appointment_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_notices_unique" ON "appointment_notices" USING btree ("appointment_id","kind","user_id");--> statement-breakpoint
CREATE INDEX "appointment_notices_unmailed_idx" ON "appointment_notices" USING btree ("created_at") WHERE "appointment_notices"."mailed_at" is null;