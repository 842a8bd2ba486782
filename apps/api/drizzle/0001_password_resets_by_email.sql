-- Live codes were bound to user ids and cannot be checked under the new key; they last 10 minutes.
DELETE FROM "password_resets";--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "password_resets" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "email" text PRIMARY KEY NOT NULL;
