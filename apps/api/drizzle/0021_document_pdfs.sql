CREATE TABLE "certificate_pdfs" (
	"certificate_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"app_url" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_pdfs_certificate_id_locale_pk" PRIMARY KEY("certificate_id","locale")
);
--> statement-breakpoint
CREATE TABLE "invoice_pdfs" (
	"invoice_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_pdfs_invoice_id_locale_pk" PRIMARY KEY("invoice_id","locale")
);
--> statement-breakpoint
ALTER TABLE "certificate_pdfs" ADD CONSTRAINT "certificate_pdfs_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_pdfs" ADD CONSTRAINT "invoice_pdfs_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;