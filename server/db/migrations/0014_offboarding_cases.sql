-- Offboarding: a leaver's case, and each device they hold with how it comes back (stored or reassigned) and the
-- device action that does it.
CREATE TABLE "offboarding_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"employee_id" uuid NOT NULL,
	"status" text NOT NULL,
	"end_date" text NOT NULL,
	"completed_at" timestamp (3) with time zone,
	"cancelled_at" timestamp (3) with time zone,
	"cancel_reason" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offboarding_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"serial_number" text NOT NULL,
	"model" text NOT NULL,
	"device_type" text NOT NULL,
	"country" text NOT NULL,
	"external" boolean NOT NULL,
	"status" text NOT NULL,
	"disposition" text,
	"new_recipient" jsonb,
	"wipe" boolean DEFAULT true NOT NULL,
	"notes" text,
	"scheduled_for" text,
	"action_id" uuid,
	"problem" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offboarding_cases" ADD CONSTRAINT "offboarding_cases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offboarding_cases" ADD CONSTRAINT "offboarding_cases_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offboarding_devices" ADD CONSTRAINT "offboarding_devices_case_id_offboarding_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."offboarding_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offboarding_devices" ADD CONSTRAINT "offboarding_devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offboarding_cases_one_open_uq" ON "offboarding_cases" USING btree ("employee_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "offboarding_cases_created_idx" ON "offboarding_cases" USING btree ("company_id","livemode","created_at","id");--> statement-breakpoint
CREATE INDEX "offboarding_cases_employee_idx" ON "offboarding_cases" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offboarding_devices_serial_uq" ON "offboarding_devices" USING btree ("case_id",lower("serial_number"));--> statement-breakpoint
CREATE INDEX "offboarding_devices_action_idx" ON "offboarding_devices" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "offboarding_devices_due_idx" ON "offboarding_devices" USING btree ("status","scheduled_for");