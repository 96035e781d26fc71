CREATE TABLE "integration_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"destination" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"sent_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "order_key" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "order_seq" bigint;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "integration_messages" ADD CONSTRAINT "integration_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_messages_company_idx" ON "integration_messages" USING btree ("company_id","livemode","kind","created_at");--> statement-breakpoint
CREATE INDEX "jobs_open_order_idx" ON "jobs" USING btree ("order_key","order_seq") WHERE status in ('queued', 'running');