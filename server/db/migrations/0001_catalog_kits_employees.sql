CREATE TABLE "kits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"region" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"cpu" text,
	"ram" text,
	"storage" text,
	"screen_size" text,
	"price_estimate" numeric(12, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"product_type" text NOT NULL,
	"image_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"hris_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"department" text,
	"job_title" text,
	"country" text,
	"address" text,
	"hire_date" text,
	"manager_email" text,
	"synced_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_configurations" ADD CONSTRAINT "product_configurations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kits_created_idx" ON "kits" USING btree ("company_id","livemode","created_at","id");--> statement-breakpoint
CREATE INDEX "kits_name_idx" ON "kits" USING btree ("company_id","livemode","name","id");--> statement-breakpoint
CREATE INDEX "product_configurations_product_idx" ON "product_configurations" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_brand_model_uq" ON "products" USING btree (lower("brand"),lower("model"));--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_hris_uq" ON "employees" USING btree ("company_id","livemode","hris_id") WHERE hris_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_email_uq" ON "employees" USING btree ("company_id","livemode",lower("email"));--> statement-breakpoint
CREATE INDEX "employees_created_idx" ON "employees" USING btree ("company_id","livemode","created_at","id");--> statement-breakpoint
CREATE INDEX "employees_name_idx" ON "employees" USING btree ("company_id","livemode","name","id");