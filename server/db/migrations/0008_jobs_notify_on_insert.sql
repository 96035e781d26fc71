-- Workers are woken (LISTEN loadout_jobs) whenever jobs are inserted, once per statement and, through NOTIFY's
-- de-duplication, once per transaction: enqueueing no longer needs a round trip of its own for the notification.
CREATE FUNCTION loadout_notify_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('loadout_jobs', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_inserted AFTER INSERT ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION loadout_notify_jobs();
