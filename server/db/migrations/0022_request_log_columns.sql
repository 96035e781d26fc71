-- hand-written: a batch's entries change from a JSON array of arrays (one per entry, each naming its bodies by their
-- SHA-256 and its time in milliseconds since the epoch) to the columns of StoredEntries (server/request-log/repo.ts):
-- bodies named by their position in the batch's new body_hashes, times as milliseconds after the batch's first_at.
-- Entries keep their order, so their ids (time, position, the batch's id_tail) do not change.
ALTER TABLE "api_request_log_batches" ADD COLUMN "body_hashes" text;--> statement-breakpoint
DELETE FROM "api_request_log_batches" WHERE jsonb_array_length("entries"::jsonb) = 0;--> statement-breakpoint
UPDATE "api_request_log_batches" AS b SET "body_hashes" = c.hashes, "entries" = c.entries
FROM (
  SELECT b.id, to_json(coalesce(h.list, '{}'::text[]))::text AS hashes,
    json_build_object(
      'request_id', json_agg(e.v ->> 0 ORDER BY e.n),
      'method', json_agg(e.v ->> 1 ORDER BY e.n),
      'path', json_agg(e.v ->> 2 ORDER BY e.n),
      'route', json_agg(e.v ->> 3 ORDER BY e.n),
      'status', json_agg((e.v ->> 4)::integer ORDER BY e.n),
      'duration_ms', json_agg((e.v ->> 5)::integer ORDER BY e.n),
      'idempotency_key', json_agg(e.v ->> 6 ORDER BY e.n),
      'error_code', json_agg(e.v ->> 7 ORDER BY e.n),
      'request_body', json_agg(array_position(h.list, e.v ->> 8) - 1 ORDER BY e.n),
      'response_body', json_agg(array_position(h.list, e.v ->> 9) - 1 ORDER BY e.n),
      'at', json_agg(
        greatest((e.v ->> 10)::bigint - floor(extract(epoch FROM b.first_at) * 1000)::bigint, 0) ORDER BY e.n
      )
    )::text AS entries
  FROM "api_request_log_batches" AS b
  CROSS JOIN LATERAL jsonb_array_elements(b.entries::jsonb) WITH ORDINALITY AS e(v, n)
  CROSS JOIN LATERAL (
    SELECT array_agg(DISTINCT named.hash ORDER BY named.hash) AS list
    FROM jsonb_array_elements(b.entries::jsonb) AS x(v)
    CROSS JOIN LATERAL (VALUES (x.v ->> 8), (x.v ->> 9)) AS named(hash)
    WHERE named.hash IS NOT NULL
  ) AS h
  GROUP BY b.id, h.list
) AS c
WHERE c.id = b.id;--> statement-breakpoint
ALTER TABLE "api_request_log_batches" ALTER COLUMN "body_hashes" SET NOT NULL;
