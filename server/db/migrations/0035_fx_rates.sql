CREATE TABLE "fx_rates" (
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"per_eur" numeric(20, 10) NOT NULL,
	"imported_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "fx_rates_currency_day_pk" PRIMARY KEY("currency","day")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reporting_currency" text;--> statement-breakpoint
ALTER TABLE "quote_recipients" ADD COLUMN "spent_conversion" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "committed_conversion" jsonb;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "conversion" jsonb;