ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('starting', 'created', 'paid', 'refunded', 'failed'));--> statement-breakpoint
-- Hand-written: an order whose provider call never answered was marked by its 'pending_' id; now its status says so.
UPDATE "payments" SET "status" = 'starting' WHERE "status" = 'created' AND starts_with("provider_order_id", 'pending_');
