-- Equipment policies: a company's ordered rules of who gets what (kits, products, choices, a budget), matched on
-- department, country and job title; at most one default rule per company and mode.
CREATE TABLE "equipment_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"position" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"departments" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"kit_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"budget_amount" numeric(12, 2),
	"budget_currency" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equipment_policies" ADD CONSTRAINT "equipment_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_policies_default_uq" ON "equipment_policies" USING btree ("company_id","livemode") WHERE is_default;--> statement-breakpoint
CREATE INDEX "equipment_policies_position_idx" ON "equipment_policies" USING btree ("company_id","livemode","position","id");