CREATE SEQUENCE "public"."device_action_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "device_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"action_type" text NOT NULL,
	"status" text NOT NULL,
	"status_timestamps" jsonb NOT NULL,
	"status_history" jsonb NOT NULL,
	"serial_number" text NOT NULL,
	"model" text NOT NULL,
	"device_type" text NOT NULL,
	"country" text NOT NULL,
	"current_user" jsonb,
	"new_recipient" jsonb,
	"wipe" boolean NOT NULL,
	"wipe_completed" boolean DEFAULT false NOT NULL,
	"notes" text,
	"notification_emails" text[] NOT NULL,
	"tracking_code" text,
	"tracking_link" text,
	"comments" jsonb NOT NULL,
	"action_required_message" text,
	"action_required_at" timestamp (3) with time zone,
	"external" boolean NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "device_actions_action_id_unique" UNIQUE("action_id")
);
--> statement-breakpoint
ALTER TABLE "device_actions" ADD CONSTRAINT "device_actions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_actions_one_active_uq" ON "device_actions" USING btree ("company_id","livemode",lower("serial_number")) WHERE status = 'In Progress';--> statement-breakpoint
CREATE INDEX "device_actions_created_idx" ON "device_actions" USING btree ("company_id","livemode","created_at","id");--> statement-breakpoint
CREATE INDEX "device_actions_updated_idx" ON "device_actions" USING btree ("company_id","livemode","updated_at","id");--> statement-breakpoint
CREATE INDEX "device_actions_queue_idx" ON "device_actions" USING btree ("status","created_at");