CREATE TABLE "quote_alternatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"description" text,
	"price" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_exact_match" boolean NOT NULL,
	"image_url" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"mode" text NOT NULL,
	"product_id" uuid,
	"configuration_id" uuid,
	"kit_id" uuid,
	"product_type" text,
	"specification" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"comments" text,
	"status" text NOT NULL,
	"price" numeric(12, 2),
	"selected_type" text,
	"selected_id" uuid,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"country" text NOT NULL,
	"address" text NOT NULL,
	"phone_number" text,
	"quantity" integer,
	"status" text DEFAULT 'Pending' NOT NULL,
	"status_timestamps" jsonb NOT NULL,
	"tracking_code" text,
	"tracking_link" text,
	"serial_number" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"status" text NOT NULL,
	"status_timestamps" jsonb NOT NULL,
	"requester_email" text NOT NULL,
	"requester_name" text,
	"po_number" text,
	"notification_emails" text[] NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"action_required_message" text,
	"action_required_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_alternatives" ADD CONSTRAINT "quote_alternatives_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_alternatives" ADD CONSTRAINT "quote_alternatives_item_id_quote_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."quote_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_recipients" ADD CONSTRAINT "quote_recipients_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_recipients" ADD CONSTRAINT "quote_recipients_item_id_quote_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."quote_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_alternatives_item_idx" ON "quote_alternatives" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_alternatives_quote_idx" ON "quote_alternatives" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_items_quote_idx" ON "quote_items" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quote_recipients_item_idx" ON "quote_recipients" USING btree ("item_id","position");--> statement-breakpoint
CREATE INDEX "quote_recipients_quote_idx" ON "quote_recipients" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("company_id","livemode","created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_updated_idx" ON "quotes" USING btree ("company_id","livemode","updated_at","id");--> statement-breakpoint
CREATE INDEX "quotes_review_idx" ON "quotes" USING btree ("status","created_at");