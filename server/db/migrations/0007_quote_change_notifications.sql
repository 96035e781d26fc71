-- Every committed change to a quote or its items, alternatives and recipients announces the quote's id on the
-- `loadout_quote_changed` channel, so that API instances can drop their cached copy of it (server/quotes/read-cache.ts).
-- NOTIFY is delivered on commit only, and identical payloads within one transaction are sent once.
CREATE FUNCTION loadout_notify_quote_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'quotes' THEN
    PERFORM pg_notify('loadout_quote_changed', changed.id::text);
  ELSE
    PERFORM pg_notify('loadout_quote_changed', changed.quote_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quotes_changed AFTER UPDATE OR DELETE ON quotes
  FOR EACH ROW EXECUTE FUNCTION loadout_notify_quote_changed();
--> statement-breakpoint
CREATE TRIGGER quote_items_changed AFTER INSERT OR UPDATE OR DELETE ON quote_items
  FOR EACH ROW EXECUTE FUNCTION loadout_notify_quote_changed();
--> statement-breakpoint
CREATE TRIGGER quote_alternatives_changed AFTER INSERT OR UPDATE OR DELETE ON quote_alternatives
  FOR EACH ROW EXECUTE FUNCTION loadout_notify_quote_changed();
--> statement-breakpoint
CREATE TRIGGER quote_recipients_changed AFTER INSERT OR UPDATE OR DELETE ON quote_recipients
  FOR EACH ROW EXECUTE FUNCTION loadout_notify_quote_changed();
