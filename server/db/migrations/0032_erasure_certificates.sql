CREATE TABLE "erasure_certificate_pdfs" (
	"certificate_id" uuid PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasure_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"asset_id" uuid NOT NULL,
	"number" text NOT NULL,
	"method" text NOT NULL,
	"tool" text NOT NULL,
	"erased_on" text NOT NULL,
	"performed_by" text NOT NULL,
	"verification_note" text,
	"record" jsonb NOT NULL,
	"pdf_sha256" text NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "erasure_certificates_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "erasure" jsonb;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "cleared_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "credited_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "credited_currency" text;--> statement-breakpoint
ALTER TABLE "erasure_certificate_pdfs" ADD CONSTRAINT "erasure_certificate_pdfs_certificate_id_erasure_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."erasure_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_certificates" ADD CONSTRAINT "erasure_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_certificates" ADD CONSTRAINT "erasure_certificates_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_certificates_asset_uq" ON "erasure_certificates" USING btree ("asset_id");--> statement-breakpoint
-- hand-written: a certificate is company data; its issue (with the PDF's SHA-256) is in the audit log (server/audit).
-- The PDF's bytes are not: erasure_certificate_pdfs has no capture trigger.
CREATE TRIGGER erasure_certificates_audit_capture AFTER INSERT OR UPDATE OR DELETE ON erasure_certificates
  FOR EACH ROW EXECUTE FUNCTION loadout_audit_capture();
