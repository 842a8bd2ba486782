ALTER TABLE "sensitive_reads" DROP CONSTRAINT "sensitive_reads_kind_check";--> statement-breakpoint
ALTER TABLE "session_notes" DROP CONSTRAINT "session_notes_pkey";--> statement-breakpoint
ALTER TABLE "sensitive_reads" ALTER COLUMN "subject_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_appointment_id_counsellor_id_pk" PRIMARY KEY("appointment_id","counsellor_id");--> statement-breakpoint
ALTER TABLE "sensitive_reads" ADD COLUMN "subject_ids" uuid[];--> statement-breakpoint
ALTER TABLE "sensitive_reads" ADD COLUMN "appointment_ids" uuid[];--> statement-breakpoint
ALTER TABLE "sensitive_reads" ADD COLUMN "note" text;--> statement-breakpoint
CREATE INDEX "sensitive_reads_subject_ids_idx" ON "sensitive_reads" USING gin ("subject_ids");--> statement-breakpoint
ALTER TABLE "sensitive_reads" ADD CONSTRAINT "sensitive_reads_one_or_list_check" CHECK (("sensitive_reads"."subject_id" is null) = ("sensitive_reads"."subject_ids" is not null) and ("sensitive_reads"."subject_ids" is null) = ("sensitive_reads"."appointment_ids" is null));--> statement-breakpoint
ALTER TABLE "sensitive_reads" ADD CONSTRAINT "sensitive_reads_kind_check" CHECK ("sensitive_reads"."kind" in ('appointment_reason', 'session_notes', 'intake', 'late_refund'));--> statement-breakpoint
-- hand-written below
-- The trail stays append-only, with one way out (decision 019): the retention job deletes rows
-- older than a year, in a transaction that has set sukoon.audit_retention. Any other DELETE, any
-- UPDATE and any TRUNCATE is still refused.
CREATE OR REPLACE FUNCTION "refuse_audit_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('sukoon.audit_retention', true) = 'on' THEN
    IF OLD.read_at < now() - interval '1 year' THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'sensitive_reads is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
