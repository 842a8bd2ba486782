DROP INDEX "course_enrolments_enrolled_at_idx";--> statement-breakpoint
DROP INDEX "course_enrolments_course_enrolled_at_idx";--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("first_name","last_name");--> statement-breakpoint
CREATE INDEX "course_enrolments_enrolled_at_idx" ON "course_enrolments" USING btree ("enrolled_at","id");--> statement-breakpoint
CREATE INDEX "course_enrolments_course_enrolled_at_idx" ON "course_enrolments" USING btree ("course_id","enrolled_at","id");--> statement-breakpoint
-- Hand-written from here: Drizzle has no triggers. The admin's enrolment and counsellor lists
-- remember each filter's total (lib/cached-count.ts) at a version that moves with every committed
-- statement that could change a total, whoever makes it (migration 0007's pattern). A version
-- covers what the list's filters read: its own rows, and the names and e-mails its search matches
-- in `courses` and `users`. A counsellor's profile and booking stamps (`last_assigned_at`, written
-- by every booking) change no total, so they leave the version, and its row lock, alone.
INSERT INTO "table_versions" ("table_name") VALUES ('enrolment_totals'), ('counsellor_totals');
--> statement-breakpoint
CREATE FUNCTION "note_totals_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "totals" text;
BEGIN
  -- In the order the trigger names them, the same in every trigger, so two writers never wait
  -- for each other's version rows in opposite orders.
  FOREACH "totals" IN ARRAY TG_ARGV LOOP
    UPDATE "table_versions" SET "version" = "version" + 1 WHERE "table_name" = "totals";
    PERFORM pg_notify('table_changes', "totals");
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "course_enrolments_totals_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_enrolments"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_totals_change"('enrolment_totals');
--> statement-breakpoint
CREATE TRIGGER "counsellors_totals_changed" AFTER INSERT OR UPDATE OF "user_id" OR DELETE OR TRUNCATE ON "counsellors"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_totals_change"('counsellor_totals');
--> statement-breakpoint
CREATE TRIGGER "courses_totals_changed" AFTER UPDATE OF "name" ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_totals_change"('enrolment_totals');
--> statement-breakpoint
CREATE TRIGGER "users_totals_changed" AFTER UPDATE OF "first_name", "last_name", "email" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_totals_change"('counsellor_totals', 'enrolment_totals');
