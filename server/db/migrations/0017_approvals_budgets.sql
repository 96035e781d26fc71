-- Approvals and budgets: the company's approval rules, requests that hold a quote's decisions until approvers
-- approve (with their steps), budgets per department and period, and API keys whose decisions need approval.
CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"quote_id" uuid NOT NULL,
	"status" text NOT NULL,
	"rule_id" uuid,
	"rule_name" text,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"decisions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_by" jsonb NOT NULL,
	"total" numeric(12, 2),
	"currency" text NOT NULL,
	"over_budget" boolean DEFAULT false NOT NULL,
	"budget_impact" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_at" timestamp (3) with time zone,
	"due_at" timestamp (3) with time zone,
	"decided_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"condition" jsonb NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"approver" jsonb NOT NULL,
	"second_step" jsonb,
	"fallback_email" text,
	"fallback_name" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"status" text NOT NULL,
	"approver" jsonb NOT NULL,
	"approver_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"open_to_managers" boolean DEFAULT false NOT NULL,
	"reason" text NOT NULL,
	"started_at" timestamp (3) with time zone,
	"due_at" timestamp (3) with time zone,
	"reminded_at" timestamp (3) with time zone,
	"escalated_at" timestamp (3) with time zone,
	"decided_by_email" text,
	"decided_by_name" text,
	"decided_at" timestamp (3) with time zone,
	"comment" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"name" text NOT NULL,
	"department" text,
	"period" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_request_id_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_open_uq" ON "approval_requests" USING btree ("quote_id") WHERE status in ('collecting', 'pending');--> statement-breakpoint
CREATE INDEX "approval_requests_inbox_idx" ON "approval_requests" USING btree ("company_id","livemode","status","requested_at","id");--> statement-breakpoint
CREATE INDEX "approval_requests_quote_idx" ON "approval_requests" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_rules_position_idx" ON "approval_rules" USING btree ("company_id","livemode","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_steps_position_uq" ON "approval_steps" USING btree ("request_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_scope_uq" ON "budgets" USING btree ("company_id","livemode",coalesce(lower("department"), ''),"period");--> statement-breakpoint
CREATE INDEX "budgets_created_idx" ON "budgets" USING btree ("company_id","livemode","created_at","id");--> statement-breakpoint
-- A change to a quote's approval request changes the quote as read (its `approval`): drop cached copies.
CREATE TRIGGER approval_requests_changed AFTER INSERT OR UPDATE OR DELETE ON approval_requests
  FOR EACH ROW EXECUTE FUNCTION loadout_notify_quote_changed();
