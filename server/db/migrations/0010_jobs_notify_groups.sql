-- The wake-up on inserted jobs now says which groups they belong to: a JSON array of group keys, null standing for
-- jobs without a group, or "*" when the list would not fit in a notification. A worker whose own running jobs
-- already fill every named group (MAX_RUNNING_PER_GROUP) has nothing to claim and does not try.
CREATE OR REPLACE FUNCTION loadout_notify_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  groups text;
BEGIN
  SELECT json_agg(DISTINCT group_key)::text INTO groups FROM inserted;
  PERFORM pg_notify('loadout_jobs', CASE WHEN length(groups) > 7000 THEN '*' ELSE coalesce(groups, '*') END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER jobs_inserted ON jobs;
--> statement-breakpoint
CREATE TRIGGER jobs_inserted AFTER INSERT ON jobs REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION loadout_notify_jobs();
