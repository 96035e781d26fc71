-- hand-written: who picked each choice of an onboarding case. Before this, IT staff could pick only at submit and the
-- hire only before it, so a case never submitted holds the hire's picks, and a submitted one whose hire never used
-- their link holds IT staff's; a submitted case whose hire also picked cannot tell, and keeps `by` null.
ALTER TABLE "onboarding_cases" ADD COLUMN "choice_picks" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "onboarding_cases" AS c SET "choice_picks" = p.picks
FROM (
  SELECT o.id, jsonb_object_agg(e.key, jsonb_build_object(
    'option', e.value,
    'by', CASE WHEN o.submitted_at IS NULL THEN 'hire' WHEN o.choices_made_at IS NULL THEN 'it_staff' END,
    'at', to_char(
      (CASE WHEN o.submitted_at IS NULL THEN o.choices_made_at WHEN o.choices_made_at IS NULL THEN o.submitted_at END)
        AT TIME ZONE 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
    ),
    'actor', NULL,
    'hire_option', CASE WHEN o.submitted_at IS NULL THEN e.value END
  )) AS picks
  FROM "onboarding_cases" AS o
  CROSS JOIN LATERAL jsonb_each_text(o.choices) AS e(key, value)
  GROUP BY o.id
) AS p
WHERE p.id = c.id;
