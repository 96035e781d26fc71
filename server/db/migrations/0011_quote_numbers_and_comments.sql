-- Human references handed out from a counter row bumped inside the creating transaction (a failed create gives its
-- number back), for quotes (new: `Q-<year>-<number>`) and device actions (were a sequence, which burns numbers).
CREATE TABLE "reference_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "reference_counters" ("name", "value")
  SELECT 'device_action', CASE WHEN is_called THEN last_value ELSE 0 END FROM "public"."device_action_number_seq";
--> statement-breakpoint
DROP SEQUENCE "public"."device_action_number_seq";
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "number" text;
--> statement-breakpoint
-- Existing quotes are numbered in the order they were created.
WITH numbered AS (
  SELECT id, row_number() OVER (ORDER BY created_at, id) AS n, extract(year FROM created_at AT TIME ZONE 'UTC')::int AS year FROM "quotes"
)
UPDATE "quotes" SET "number" = 'Q-' || numbered.year || '-' || lpad(numbered.n::text, 6, '0') FROM numbered WHERE "quotes".id = numbered.id;
--> statement-breakpoint
INSERT INTO "reference_counters" ("name", "value") SELECT 'quote', count(*) FROM "quotes";
--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "number" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_uq" ON "quotes" USING btree ("number");
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "comments" jsonb DEFAULT '[]'::jsonb NOT NULL;
