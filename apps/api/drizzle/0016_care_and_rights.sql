CREATE TABLE "appointment_intakes" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"answers" text NOT NULL,
	"phq9_score" integer,
	"gad7_score" integer,
	"self_harm_flag" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_intakes_phq9_check" CHECK ("appointment_intakes"."phq9_score" between 0 and 27),
	CONSTRAINT "appointment_intakes_gad7_check" CHECK ("appointment_intakes"."gad7_score" between 0 and 21),
	CONSTRAINT "appointment_intakes_flag_check" CHECK (not "appointment_intakes"."self_harm_flag" or coalesce("appointment_intakes"."phq9_score", 0) >= 1)
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consents_document_check" CHECK ("consents"."document" in ('terms', 'privacy', 'counselling')),
	CONSTRAINT "consents_version_check" CHECK ("consents"."version" <> '')
);
--> statement-breakpoint
CREATE TABLE "sensitive_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reader_id" uuid NOT NULL,
	"reader_role" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"appointment_id" uuid,
	"request_id" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sensitive_reads_role_check" CHECK ("sensitive_reads"."reader_role" in ('admin', 'counsellor')),
	CONSTRAINT "sensitive_reads_kind_check" CHECK ("sensitive_reads"."kind" in ('appointment_reason', 'session_notes', 'intake'))
);
--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD COLUMN "privacy_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_intakes" ADD CONSTRAINT "appointment_intakes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_reads" ADD CONSTRAINT "sensitive_reads_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_reads" ADD CONSTRAINT "sensitive_reads_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consents_user_document_version_unique" ON "consents" USING btree ("user_id","document","version");--> statement-breakpoint
CREATE INDEX "sensitive_reads_read_at_idx" ON "sensitive_reads" USING btree ("read_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sensitive_reads_subject_idx" ON "sensitive_reads" USING btree ("subject_id","read_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sensitive_reads_reader_idx" ON "sensitive_reads" USING btree ("reader_id","read_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD CONSTRAINT "pending_registrations_terms_check" CHECK (("pending_registrations"."terms_accepted_at" is null) = ("pending_registrations"."terms_version" is null) and ("pending_registrations"."terms_version" is null) = ("pending_registrations"."privacy_version" is null));--> statement-breakpoint
-- The audit trail is append-only: whoever holds the app's database role still cannot rewrite it.
CREATE FUNCTION "refuse_audit_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'sensitive_reads is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sensitive_reads_append_only" BEFORE UPDATE OR DELETE ON "sensitive_reads"
  FOR EACH ROW EXECUTE FUNCTION "refuse_audit_change"();--> statement-breakpoint
CREATE TRIGGER "sensitive_reads_no_truncate" BEFORE TRUNCATE ON "sensitive_reads"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_audit_change"();
