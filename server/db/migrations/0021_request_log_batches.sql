CREATE TABLE "api_request_log_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_request_log_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"api_key_id" uuid NOT NULL,
	"id_tail" text NOT NULL,
	"first_at" timestamp (3) with time zone NOT NULL,
	"last_at" timestamp (3) with time zone NOT NULL,
	"entry_count" integer NOT NULL,
	"body_hashes" text NOT NULL,
	"entries" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_request_log_batches" ADD CONSTRAINT "api_request_log_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: lz4 compresses a batch at a fraction of the default's (pglz) cost. A server built without it (PGlite)
-- stores the entries uncompressed instead, which is cheaper to write than pglz.
DO $$
BEGIN
  ALTER TABLE "api_request_log_batches" ALTER COLUMN "entries" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  ALTER TABLE "api_request_log_batches" ALTER COLUMN "entries" SET STORAGE EXTERNAL;
END $$;--> statement-breakpoint
-- hand-written: no statistics of the entries (no query filters on them), so that ANALYZE of a growing log does not
-- read and decompress them.
ALTER TABLE "api_request_log_batches" ALTER COLUMN "entries" SET STATISTICS 0;--> statement-breakpoint
-- hand-written: the entries of the row-per-request table move into batches of one key and one second each, as the
-- columns of StoredEntries (server/request-log/repo.ts): times in milliseconds after the batch's first_at, bodies by
-- their position in the batch's body_hashes. Their ids change: an id is now made of the entry's time, its position in
-- its batch and the batch's random id_tail.
INSERT INTO "api_request_log_batches"
  ("company_id", "livemode", "api_key_id", "id_tail", "first_at", "last_at", "entry_count", "body_hashes", "entries")
WITH parted AS (
  -- at most 4096 entries in a batch: an entry's position in it is 12 bits of its id
  SELECT *, date_trunc('second', created_at) AS second, (row_number() OVER (
    PARTITION BY company_id, livemode, api_key_id, date_trunc('second', created_at) ORDER BY created_at, id
  ) - 1) / 4096 AS part
  FROM "api_request_logs"
), entries AS (
  SELECT *, min(created_at) OVER (PARTITION BY company_id, livemode, api_key_id, second, part) AS first_at
  FROM parted
), hashes AS (
  SELECT company_id, livemode, api_key_id, second, part, array_agg(DISTINCT hash ORDER BY hash) AS list
  FROM entries CROSS JOIN LATERAL (VALUES (request_body_hash), (response_body_hash)) AS named(hash)
  WHERE hash IS NOT NULL
  GROUP BY company_id, livemode, api_key_id, second, part
)
SELECT e.company_id, e.livemode, e.api_key_id, '8' || substr(md5(random()::text || min(e.id::text)), 1, 15),
  min(e.created_at), max(e.created_at), count(*)::int, to_json(coalesce(h.list, '{}'::text[]))::text,
  json_build_object(
    'request_id', json_agg(e.request_id ORDER BY e.created_at, e.id),
    'method', json_agg(e.method ORDER BY e.created_at, e.id),
    'path', json_agg(e.path ORDER BY e.created_at, e.id),
    'route', json_agg(e.route ORDER BY e.created_at, e.id),
    'status', json_agg(e.status ORDER BY e.created_at, e.id),
    'duration_ms', json_agg(e.duration_ms ORDER BY e.created_at, e.id),
    'idempotency_key', json_agg(e.idempotency_key ORDER BY e.created_at, e.id),
    'error_code', json_agg(e.error_code ORDER BY e.created_at, e.id),
    'request_body', json_agg(array_position(h.list, e.request_body_hash) - 1 ORDER BY e.created_at, e.id),
    'response_body', json_agg(array_position(h.list, e.response_body_hash) - 1 ORDER BY e.created_at, e.id),
    'at', json_agg((extract(epoch from e.created_at - e.first_at) * 1000)::bigint ORDER BY e.created_at, e.id)
  )::text
FROM entries e
LEFT JOIN hashes h USING (company_id, livemode, api_key_id, second, part)
GROUP BY e.company_id, e.livemode, e.api_key_id, e.second, e.part, h.list;--> statement-breakpoint
DROP TABLE "api_request_logs" CASCADE;--> statement-breakpoint
CREATE INDEX "api_request_log_batches_list_idx" ON "api_request_log_batches" USING btree ("company_id","livemode","last_at");--> statement-breakpoint
CREATE INDEX "api_request_log_batches_last_idx" ON "api_request_log_batches" USING btree ("last_at");
