-- hand-written: a writer may report the rows it inserts to the audit capture itself (server/audit/record.ts,
-- reportInserts), as it reads them back anyway: a quote's creation, which holds the platform's quote counter until it
-- commits, then spends no round trip on the copies. While loadout.audit_reported lists the ids of those rows, the
-- trigger skips their inserts, and refuses any other audited change: the writer's report is then the whole capture,
-- and a change nobody reported can never go missing from the log (endInsertReport ends the mode).
CREATE OR REPLACE FUNCTION loadout_audit_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  capture text := current_setting('loadout.audit_capture', true);
  reported text;
BEGIN
  IF capture IS NULL OR capture = '' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND NEW IS NOT DISTINCT FROM OLD THEN RETURN NULL; END IF;
  reported := current_setting('loadout.audit_reported', true);
  IF reported IS NOT NULL AND reported <> '' THEN
    IF TG_OP = 'INSERT' AND NEW.id::text = ANY (string_to_array(reported, ',')) THEN RETURN NULL; END IF;
    RAISE EXCEPTION 'audit capture: % on % while a writer reports its own rows; call endInsertReport before other writes',
      lower(TG_OP), TG_TABLE_NAME USING ERRCODE = 'object_not_in_prerequisite_state';
  END IF;
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
