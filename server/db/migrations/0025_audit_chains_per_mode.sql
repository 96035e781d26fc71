CREATE TABLE "audit_checkpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"signed_at" timestamp (3) with time zone NOT NULL,
	"key_id" text NOT NULL,
	"signature" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_checkpoints" ADD CONSTRAINT "audit_checkpoints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_checkpoints_chain_seq_idx" ON "audit_checkpoints" USING btree ("company_id","livemode","seq");--> statement-breakpoint
CREATE INDEX "audit_checkpoints_chain_time_idx" ON "audit_checkpoints" USING btree ("company_id","livemode","signed_at","id");--> statement-breakpoint
-- hand-written: one chain per company and mode (server/audit/chain.ts). Until now a company's live and sandbox
-- events shared one chain, so a key of one mode read a chain with gaps that it could not verify. Each mode's events
-- are numbered again from 1, in their order; their hashes are recomputed over the event as the API shows it by
-- server/audit/rechain.ts when the API or the worker starts (the heads below say which chains wait for it).
-- The actor of a person named by a key (Loadout-Actor-*) says from now on that the key asserted it, which key, and
-- where the request really came from; events written before keep `peer_ip` and `peer_user_agent` null (not recorded).
ALTER TABLE "audit_events" DISABLE TRIGGER "audit_events_append_only";--> statement-breakpoint
DROP INDEX "audit_events_company_seq_idx";--> statement-breakpoint
UPDATE "audit_events" AS "event" SET "seq" = "numbered"."position"
  FROM (
    SELECT "id", row_number() OVER (PARTITION BY "company_id", "livemode" ORDER BY "seq") AS "position"
    FROM "audit_events"
  ) AS "numbered"
  WHERE "event"."id" = "numbered"."id" AND "event"."seq" <> "numbered"."position";--> statement-breakpoint
UPDATE "audit_events" SET "actor" = "actor" || jsonb_build_object(
    'asserted', true,
    'api_key_suffix', (SELECT "key_suffix" FROM "api_keys" WHERE "api_keys"."id"::text = "audit_events"."actor"->>'api_key_id'),
    'peer_ip', NULL,
    'peer_user_agent', NULL)
  WHERE "actor"->>'type' = 'user';--> statement-breakpoint
UPDATE "audit_events" SET "actor" = "actor" || jsonb_build_object(
    'asserted', "actor"->>'email' IS NOT NULL,
    'peer_ip', NULL,
    'peer_user_agent', NULL)
  WHERE "actor"->>'type' = 'operator';--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE TRIGGER "audit_events_append_only";--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_chain_seq_idx" ON "audit_events" USING btree ("company_id","livemode","seq");--> statement-breakpoint
DELETE FROM "audit_chain_heads";--> statement-breakpoint
ALTER TABLE "audit_chain_heads" DROP CONSTRAINT "audit_chain_heads_pkey";--> statement-breakpoint
ALTER TABLE "audit_chain_heads" ADD COLUMN "livemode" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_chain_heads" ADD COLUMN "rechain_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_chain_heads" ADD CONSTRAINT "audit_chain_heads_company_id_livemode_pk" PRIMARY KEY("company_id","livemode");--> statement-breakpoint
INSERT INTO "audit_chain_heads" ("company_id", "livemode", "seq", "hash", "anchor_seq", "anchor_hash", "rechain_pending")
  SELECT "company_id", "livemode", max("seq"), '', 0, repeat('0', 64), true FROM "audit_events" GROUP BY "company_id", "livemode";--> statement-breakpoint
-- Append-only as before; besides, while a chain is recomputed (loadout.audit_rechain), an event's `prev_hash` and
-- `hash` may change, and nothing else of it.
CREATE OR REPLACE FUNCTION loadout_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND (
    current_setting('loadout.audit_prune', true) = 'on'
    OR NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id)
  ) THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND current_setting('loadout.audit_rechain', true) = 'on'
    AND (to_jsonb(NEW) - 'prev_hash' - 'hash') = (to_jsonb(OLD) - 'prev_hash' - 'hash') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit events are append-only: % refused', lower(TG_OP) USING ERRCODE = 'insufficient_privilege';
END $$;
