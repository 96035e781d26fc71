-- Onboarding: a new hire's case (scheduled, open with a draft drawn from their equipment policy, submitted as a
-- quote, completed on delivery), and the company's lead time and auto-submit settings.
CREATE TABLE "onboarding_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"employee_id" uuid NOT NULL,
	"status" text NOT NULL,
	"start_date" text NOT NULL,
	"opens_on" text NOT NULL,
	"choices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"choice_token_hash" text,
	"choice_deadline" text,
	"choices_made_at" timestamp (3) with time zone,
	"quote_id" uuid,
	"submitted_at" timestamp (3) with time zone,
	"late_at" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone,
	"cancelled_at" timestamp (3) with time zone,
	"cancel_reason" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "onboarding_cases_choice_token_hash_unique" UNIQUE("choice_token_hash")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "onboarding_lead_days" integer DEFAULT 21 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "onboarding_auto_submit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "onboarding_cases" ADD CONSTRAINT "onboarding_cases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_cases" ADD CONSTRAINT "onboarding_cases_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_cases_one_active_uq" ON "onboarding_cases" USING btree ("employee_id") WHERE status in ('scheduled', 'open', 'submitted');--> statement-breakpoint
CREATE INDEX "onboarding_cases_created_idx" ON "onboarding_cases" USING btree ("company_id","livemode","created_at","id");--> statement-breakpoint
CREATE INDEX "onboarding_cases_employee_idx" ON "onboarding_cases" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "onboarding_cases_quote_idx" ON "onboarding_cases" USING btree ("quote_id");