-- The events API: a tenant's events after a position (the stream's catch-up), events about one object (the list's
-- object_id filter), and retention by age.
CREATE INDEX "events_company_seq_idx" ON "events" USING btree ("company_id","livemode","seq");--> statement-breakpoint
CREATE INDEX "events_company_object_idx" ON "events" USING btree ("company_id","livemode",("data"->>'id'));--> statement-breakpoint
CREATE INDEX "events_created_idx" ON "events" USING btree ("created_at");--> statement-breakpoint
-- Every API instance serving the event stream is woken (LISTEN loadout_events) when events commit: the payload is
-- a JSON array of the tenants that got events ("<company_id>:<livemode>"), or "*" when it would not fit. The rows
-- stay the source of truth; the instance reads them after the last position it sent.
CREATE FUNCTION loadout_notify_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenants text;
BEGIN
  SELECT json_agg(DISTINCT company_id::text || ':' || livemode::text)::text INTO tenants FROM inserted;
  PERFORM pg_notify('loadout_events', CASE WHEN length(tenants) > 7000 THEN '*' ELSE coalesce(tenants, '*') END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER events_inserted AFTER INSERT ON events REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION loadout_notify_events();
