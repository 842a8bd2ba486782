CREATE TABLE "table_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written from here: Drizzle has no triggers. Every statement that writes a table behind a
-- cached public list bumps its version and tells listeners in this database which table changed
-- (a NOTIFY arrives only once the writing transaction commits, and never from one rolled back).
INSERT INTO "table_versions" ("table_name") VALUES ('courses'), ('blogs'), ('webinars');
--> statement-breakpoint
CREATE FUNCTION "note_table_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "table_versions" SET "version" = "version" + 1 WHERE "table_name" = TG_TABLE_NAME;
  PERFORM pg_notify('table_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "courses_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_table_change"();
--> statement-breakpoint
CREATE TRIGGER "blogs_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blogs"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_table_change"();
--> statement-breakpoint
CREATE TRIGGER "webinars_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "webinars"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_table_change"();
