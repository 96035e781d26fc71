CREATE TABLE "inventory_settings" (
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"default_storage_type" text DEFAULT 'loadout_hub' NOT NULL,
	"default_location_id" uuid,
	"default_clearance_outcome" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "inventory_settings_company_id_livemode_pk" PRIMARY KEY("company_id","livemode")
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "storage_type" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "clearance_outcome" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "condition_grade" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "condition_note" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "received_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "device_actions" ADD COLUMN "destination" jsonb;--> statement-breakpoint
ALTER TABLE "offboarding_devices" ADD COLUMN "destination" jsonb;--> statement-breakpoint
ALTER TABLE "inventory_settings" ADD CONSTRAINT "inventory_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_settings" ADD CONSTRAINT "inventory_settings_default_location_id_locations_id_fk" FOREIGN KEY ("default_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_location_idx" ON "assets" USING btree ("location_id");--> statement-breakpoint
-- hand-written: a company's inventory settings are company data; their changes are in the audit log (server/audit).
CREATE TRIGGER inventory_settings_audit_capture AFTER INSERT OR UPDATE OR DELETE ON inventory_settings
  FOR EACH ROW EXECUTE FUNCTION loadout_audit_capture();
