-- The employee lifecycle (end date, employee number, manager) and SCIM provisioning: the SCIM client's own names,
-- a soft delete, a version for ETags, and the per-company SCIM tokens.
CREATE TABLE "scim_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"livemode" boolean NOT NULL,
	"token_hash" text NOT NULL,
	"token_suffix" text NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"last_used_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "scim_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "end_date" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "employee_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "manager_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "given_name" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "family_name" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "scim_user_name" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "scim_deleted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scim_tokens_company_idx" ON "scim_tokens" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_manager_id_employees_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;