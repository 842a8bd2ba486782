ALTER TABLE "appointments" ADD COLUMN "meeting_link" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "ics_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "rescheduled_at" timestamp with time zone;