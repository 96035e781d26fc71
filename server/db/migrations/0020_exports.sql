CREATE TABLE "exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"row_count" integer,
	"file_name" text,
	"file_bytes" bigint,
	"error" text,
	"requested_by" jsonb NOT NULL,
	"completed_at" timestamp (3) with time zone,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exports_company_created_idx" ON "exports" USING btree ("company_id","livemode","created_at","id");--> statement-breakpoint
CREATE INDEX "exports_expires_idx" ON "exports" USING btree ("expires_at");--> statement-breakpoint
-- hand-written: who asked for an export, and with which filters, is part of the audit log (server/audit).
CREATE TRIGGER exports_audit_capture AFTER INSERT OR UPDATE OR DELETE ON exports
  FOR EACH ROW EXECUTE FUNCTION loadout_audit_capture();
