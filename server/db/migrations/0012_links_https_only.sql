-- Links are https:// only since 2026-11-24 (lib/contract/urls.ts). Links stored earlier with another scheme
-- (javascript:, data:, …) would still go out in e-mails, webhooks and the dashboard: they are removed. http:// links
-- stored earlier stay (they were allowed then and run no script).
UPDATE "products" SET "image_url" = NULL WHERE "image_url" IS NOT NULL AND "image_url" !~* '^https?://';
--> statement-breakpoint
UPDATE "quote_alternatives" SET "image_url" = NULL WHERE "image_url" IS NOT NULL AND "image_url" !~* '^https?://';
--> statement-breakpoint
UPDATE "quote_recipients" SET "tracking_link" = NULL WHERE "tracking_link" IS NOT NULL AND "tracking_link" !~* '^https?://';
--> statement-breakpoint
UPDATE "device_actions" SET "tracking_link" = NULL WHERE "tracking_link" IS NOT NULL AND "tracking_link" !~* '^https?://';
