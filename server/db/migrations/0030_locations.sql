CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"country" text NOT NULL,
	"country_code" text,
	"contact_name" text,
	"contact_email" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_uq" ON "locations" USING btree ("company_id","livemode",lower("name"));--> statement-breakpoint
CREATE INDEX "locations_created_idx" ON "locations" USING btree ("company_id","livemode","created_at","id");--> statement-breakpoint
-- hand-written: a location is company data; its changes are in the audit log (server/audit).
CREATE TRIGGER locations_audit_capture AFTER INSERT OR UPDATE OR DELETE ON locations
  FOR EACH ROW EXECUTE FUNCTION loadout_audit_capture();
