CREATE TABLE "asset_refresh_notices" (
	"asset_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_refresh_notices_asset_id_due_on_pk" PRIMARY KEY("asset_id","due_on")
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "purchased_on" date;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "warranty_ends_on" date;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "refresh_due_on" date;--> statement-breakpoint
ALTER TABLE "inventory_settings" ADD COLUMN "device_lifespans" jsonb;--> statement-breakpoint
ALTER TABLE "asset_refresh_notices" ADD CONSTRAINT "asset_refresh_notices_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_refresh_due_idx" ON "assets" USING btree ("company_id","livemode","refresh_due_on");--> statement-breakpoint
-- hand-written: a device delivered through a quote joined the inventory on its delivery day, at the quote's price; its
-- refresh day follows from the default lifespans (36 months, phones 24: server/inventory/lifespans.ts), as no company
-- has set its own yet. Devices added by hand have no known purchase day.
UPDATE "assets" SET
  "purchased_on" = ("created_at" AT TIME ZONE 'UTC')::date,
  "refresh_due_on" = (("created_at" AT TIME ZONE 'UTC')::date
    + make_interval(months => CASE lower("device_type") WHEN 'phone' THEN 24 ELSE 36 END))::date
WHERE "source" = 'procured';
