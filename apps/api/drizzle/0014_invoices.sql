CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "document_counters_series_check" CHECK ("document_counters"."series" in ('INV', 'CN')),
	CONSTRAINT "document_counters_sequence_check" CHECK ("document_counters"."last_sequence" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid,
	"user_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"purpose" text NOT NULL,
	"description" text NOT NULL,
	"sac" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"seller_state" text NOT NULL,
	"seller_gstin" text,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_gstin" text,
	"buyer_state" text,
	"tax_rate_basis_points" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"payment_reference" text NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('tax-invoice', 'bill-of-supply', 'credit-note')),
	CONSTRAINT "invoices_kind_series_check" CHECK (("invoices"."kind" = 'credit-note') = ("invoices"."series" = 'CN') and ("invoices"."kind" = 'credit-note') = ("invoices"."invoice_id" is not null)),
	CONSTRAINT "invoices_sequence_check" CHECK ("invoices"."sequence" > 0),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."taxable_paise" >= 0 and "invoices"."cgst_paise" >= 0 and "invoices"."sgst_paise" >= 0 and "invoices"."igst_paise" >= 0 and "invoices"."total_paise" > 0 and "invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise" = "invoices"."total_paise"),
	CONSTRAINT "invoices_tax_lines_check" CHECK (("invoices"."cgst_paise" = 0 and "invoices"."sgst_paise" = 0) or "invoices"."igst_paise" = 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_gstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_year_sequence_unique" ON "invoices" USING btree ("series","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_series_unique" ON "invoices" USING btree ("payment_id","series");--> statement-breakpoint
CREATE INDEX "invoices_user_issued_idx" ON "invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");