ALTER TABLE "audit_events" ALTER COLUMN "seq" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "prev_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "position" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "appended_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "sealed_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "audit_events_unsealed_idx" ON "audit_events" USING btree ("company_id","livemode","position") WHERE "audit_events"."seq" is null;--> statement-breakpoint
-- hand-written: events are appended unsealed and sealed into their chain shortly after (server/audit/seal.ts), so
-- that writers of one company no longer queue on the chain's head. Every event written before is sealed already:
-- it keeps its seq and hashes, and its sealed_at is the time it was written.
ALTER TABLE "audit_events" DISABLE TRIGGER "audit_events_append_only";--> statement-breakpoint
UPDATE "audit_events" SET "sealed_at" = "occurred_at", "appended_at" = "occurred_at";--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE TRIGGER "audit_events_append_only";--> statement-breakpoint
-- An event is either unsealed (all four null) or sealed (none null): never half.
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_sealed_whole" CHECK (
  ("seq" IS NULL AND "prev_hash" IS NULL AND "hash" IS NULL AND "sealed_at" IS NULL)
  OR ("seq" IS NOT NULL AND "prev_hash" IS NOT NULL AND "hash" IS NOT NULL AND "sealed_at" IS NOT NULL));--> statement-breakpoint
-- Append-only as before; besides, an unsealed event may be sealed once: its seq, prev_hash, hash and sealed_at go
-- from null to set, and nothing else of it changes. A sealed event is never changed again (but by migration 0025's
-- recomputation of hashes).
CREATE OR REPLACE FUNCTION loadout_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND (
    current_setting('loadout.audit_prune', true) = 'on'
    OR NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id)
  ) THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.seq IS NULL AND NEW.seq IS NOT NULL
    AND (to_jsonb(NEW) - 'seq' - 'prev_hash' - 'hash' - 'sealed_at')
      = (to_jsonb(OLD) - 'seq' - 'prev_hash' - 'hash' - 'sealed_at') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND current_setting('loadout.audit_rechain', true) = 'on'
    AND (to_jsonb(NEW) - 'prev_hash' - 'hash') = (to_jsonb(OLD) - 'prev_hash' - 'hash') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit events are append-only: % refused', lower(TG_OP) USING ERRCODE = 'insufficient_privilege';
END $$;
