DROP INDEX "payments_refund_due_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" = 'paid' and "payments"."refund_state" in ('owed', 'claimed');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_state_check" CHECK ("payments"."refund_state" in ('none', 'owed', 'claimed', 'refunded'));--> statement-breakpoint
-- Hand-written: the refund state moves out of provider_refund_id's markers, which then hold only the provider's refund id.
UPDATE "payments" SET "refund_state" = 'refunded' WHERE "status" = 'refunded';--> statement-breakpoint
UPDATE "payments" SET "refund_state" = 'owed', "provider_refund_id" = NULL WHERE starts_with("provider_refund_id", 'refund_owed_');--> statement-breakpoint
UPDATE "payments" SET "refund_state" = 'claimed', "provider_refund_id" = NULL WHERE starts_with("provider_refund_id", 'refund_claimed_');
