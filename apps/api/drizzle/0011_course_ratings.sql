CREATE TABLE "course_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"review" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_ratings_stars_check" CHECK ("course_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "slug" text;--> statement-breakpoint
-- Hand-written: every existing post gets its address from its title, oldest first, "-2", "-3" on a
-- clash; the same rule as blogSlugBase (packages/contract/src/blog-slugs.ts), without its accent folding.
DO $$
DECLARE
  post record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR post IN SELECT "id", "title" FROM "blogs" ORDER BY "created_at", "id" LOOP
    base := trim(both '-' from left(trim(both '-' from regexp_replace(lower(post."title"), '[^a-z0-9]+', '-', 'g')), 80));
    IF base = '' THEN base := 'post'; END IF;
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM "blogs" WHERE "slug" = candidate) LOOP
      n := n + 1;
      candidate := base || '-' || n;
    END LOOP;
    UPDATE "blogs" SET "slug" = candidate WHERE "id" = post."id";
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "blogs" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD CONSTRAINT "course_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD CONSTRAINT "course_ratings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_ratings_user_course_unique" ON "course_ratings" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "course_ratings_course_updated_at_idx" ON "course_ratings" USING btree ("course_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blogs_slug_unique" ON "blogs" USING btree ("slug");