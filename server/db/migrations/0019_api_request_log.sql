CREATE TABLE "api_request_log_bodies" (
	"company_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"body" text NOT NULL,
	"last_seen_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "api_request_log_bodies_company_id_hash_pk" PRIMARY KEY("company_id","hash")
);
--> statement-breakpoint
CREATE TABLE "api_request_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"api_key_id" uuid NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"route" text,
	"status" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"idempotency_key" text,
	"request_id" text NOT NULL,
	"error_code" text,
	"request_body_hash" text,
	"response_body_hash" text,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_request_log_bodies" ADD CONSTRAINT "api_request_log_bodies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_request_logs" ADD CONSTRAINT "api_request_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_request_log_bodies_seen_idx" ON "api_request_log_bodies" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "api_request_logs_list_idx" ON "api_request_logs" USING btree ("company_id","livemode","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "api_request_logs_request_id_idx" ON "api_request_logs" USING btree ("company_id","livemode","request_id");--> statement-breakpoint
CREATE INDEX "api_request_logs_created_idx" ON "api_request_logs" USING btree ("created_at");