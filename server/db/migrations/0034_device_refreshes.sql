CREATE TABLE "device_refreshes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"asset_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"status" text NOT NULL,
	"quote_id" uuid,
	"store_action_id" uuid,
	"ordered_at" timestamp (3) with time zone,
	"returning_at" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone,
	"cancelled_at" timestamp (3) with time zone,
	"problem" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_refreshes" ADD CONSTRAINT "device_refreshes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_refreshes" ADD CONSTRAINT "device_refreshes_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_refreshes" ADD CONSTRAINT "device_refreshes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_refreshes" ADD CONSTRAINT "device_refreshes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_refreshes" ADD CONSTRAINT "device_refreshes_store_action_id_device_actions_id_fk" FOREIGN KEY ("store_action_id") REFERENCES "public"."device_actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_refreshes_open_uq" ON "device_refreshes" USING btree ("asset_id") WHERE "device_refreshes"."status" in ('draft', 'ordered', 'returning');--> statement-breakpoint
CREATE INDEX "device_refreshes_created_idx" ON "device_refreshes" USING btree ("company_id","livemode","created_at","id");--> statement-breakpoint
CREATE INDEX "device_refreshes_quote_idx" ON "device_refreshes" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "device_refreshes_store_idx" ON "device_refreshes" USING btree ("store_action_id");--> statement-breakpoint
-- hand-written: a refresh is company data; its changes are in the audit log (server/audit).
CREATE TRIGGER device_refreshes_audit_capture AFTER INSERT OR UPDATE OR DELETE ON device_refreshes
  FOR EACH ROW EXECUTE FUNCTION loadout_audit_capture();
