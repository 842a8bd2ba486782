DROP INDEX "payments_provider_order_id_unique";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "held_from" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_duplicate_of_payments_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_open_hold_address_idx" ON "appointments" USING btree ("held_from") WHERE "appointments"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_id_unique" ON "payments" USING btree ("provider_order_id") WHERE "payments"."duplicate_of" is null;