DROP INDEX "courses_live_created_at_idx";--> statement-breakpoint
DROP INDEX "webinars_live_starts_at_idx";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "courses_live_created_at_idx" ON "courses" USING btree ("created_at") WHERE "courses"."deleted_at" is null and "courses"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "webinars_live_starts_at_idx" ON "webinars" USING btree ("starts_at") WHERE "webinars"."deleted_at" is null and "webinars"."archived_at" is null;--> statement-breakpoint
-- Hand-written: content deleted before archiving existed, that people had bought, comes back to them.
UPDATE "courses" SET "archived_at" = "deleted_at", "deleted_at" = NULL WHERE "deleted_at" IS NOT NULL AND EXISTS (SELECT 1 FROM "course_enrolments" WHERE "course_enrolments"."course_id" = "courses"."id");--> statement-breakpoint
UPDATE "webinars" SET "archived_at" = "deleted_at", "deleted_at" = NULL WHERE "deleted_at" IS NOT NULL AND EXISTS (SELECT 1 FROM "webinar_seats" WHERE "webinar_seats"."webinar_id" = "webinars"."id");
