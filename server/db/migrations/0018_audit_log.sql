CREATE TABLE "audit_captured_changes" (
	"position" bigserial PRIMARY KEY NOT NULL,
	"capture_id" text NOT NULL,
	"table_name" text NOT NULL,
	"operation" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"captured_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_chain_heads" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"anchor_seq" bigint DEFAULT 0 NOT NULL,
	"anchor_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"livemode" boolean NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"actor" jsonb NOT NULL,
	"action" text NOT NULL,
	"object_type" text,
	"object_id" text,
	"subjects" text[] NOT NULL,
	"changes" jsonb NOT NULL,
	"changes_omitted" integer DEFAULT 0 NOT NULL,
	"request_id" text,
	"ip_address" text,
	"user_agent" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "audit_retention_days" integer DEFAULT 400 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_chain_heads" ADD CONSTRAINT "audit_chain_heads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_captured_changes_capture_idx" ON "audit_captured_changes" USING btree ("capture_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_company_seq_idx" ON "audit_events" USING btree ("company_id","seq");--> statement-breakpoint
CREATE INDEX "audit_events_company_time_idx" ON "audit_events" USING btree ("company_id","livemode","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_subjects_idx" ON "audit_events" USING gin ("subjects");--> statement-breakpoint
-- hand-written: the audit log's capture and its append-only guard (server/audit).
-- While an audited transaction has set loadout.audit_capture to its capture id, every changed row of company data
-- is copied here, before and after; the transaction folds them into its one audit event and deletes them.
CREATE FUNCTION loadout_audit_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  capture text := current_setting('loadout.audit_capture', true);
BEGIN
  IF capture IS NULL OR capture = '' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND NEW IS NOT DISTINCT FROM OLD THEN RETURN NULL; END IF;
  INSERT INTO audit_captured_changes (capture_id, table_name, operation, before, after)
  VALUES (
    capture,
    TG_TABLE_NAME,
    lower(TG_OP),
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END,
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  audited text;
BEGIN
  FOREACH audited IN ARRAY ARRAY[
    'companies', 'api_keys', 'scim_tokens', 'webhook_endpoints', 'kits', 'employees', 'assets', 'quotes',
    'quote_items', 'quote_alternatives', 'quote_recipients', 'device_actions', 'offboarding_cases',
    'offboarding_devices', 'onboarding_cases', 'equipment_policies', 'approval_rules', 'approval_requests',
    'approval_steps', 'budgets'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION loadout_audit_capture()',
      audited || '_audit_capture', audited);
  END LOOP;
END $$;
--> statement-breakpoint
-- Append-only: an event is never changed, and deleted only by the retention job (which sets loadout.audit_prune)
-- or with its company. Whoever gets past this (a superuser disabling the trigger) still breaks the hash chain.
CREATE FUNCTION loadout_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND (
    current_setting('loadout.audit_prune', true) = 'on'
    OR NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id)
  ) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit events are append-only: % refused', lower(TG_OP) USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION loadout_audit_append_only();
