CREATE TABLE "api_request_log_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_request_log_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"api_key_id" uuid NOT NULL,
	"id_tail" text NOT NULL,
	"first_at" timestamp (3) with time zone NOT NULL,
	"last_at" timestamp (3) with time zone NOT NULL,
	"entry_count" integer NOT NULL,
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
-- hand-written: the entries of the row-per-request table move into batches of one key and one second each, their
-- fields in the order of ENTRY_FIELDS (server/request-log/repo.ts). Their ids change: an id is now made of the entry's
-- time, its position in its batch and the batch's random id_tail.
INSERT INTO "api_request_log_batches"
  ("company_id", "livemode", "api_key_id", "id_tail", "first_at", "last_at", "entry_count", "entries")
SELECT company_id, livemode, api_key_id, '8' || substr(md5(random()::text || min(id::text)), 1, 15),
  min(created_at), max(created_at), count(*)::int,
  json_agg(json_build_array(
    request_id, method, path, route, status, duration_ms, idempotency_key, error_code, request_body_hash,
    response_body_hash, floor(extract(epoch from created_at) * 1000)::bigint
  ) ORDER BY created_at, id)::text
FROM (
  -- at most 4096 entries in a batch: an entry's position in it is 12 bits of its id
  SELECT *, (row_number() OVER (
    PARTITION BY company_id, livemode, api_key_id, date_trunc('second', created_at) ORDER BY created_at, id
  ) - 1) / 4096 AS part
  FROM "api_request_logs"
) AS entries
GROUP BY company_id, livemode, api_key_id, date_trunc('second', created_at), part;--> statement-breakpoint
DROP TABLE "api_request_logs" CASCADE;--> statement-breakpoint
CREATE INDEX "api_request_log_batches_list_idx" ON "api_request_log_batches" USING btree ("company_id","livemode","last_at");--> statement-breakpoint
CREATE INDEX "api_request_log_batches_last_idx" ON "api_request_log_batches" USING btree ("last_at");
