import path from 'node:path';
import type { Config } from '../config';
import { loadOrCreateKeyFile, parseSecretKey, SecretBox } from './secret-box';
import { parseAllowList, type AllowList, type HostLookup } from './ssrf';

/** What webhook routes and deliveries need from configuration. */
export type WebhookRuntime = {
  secretBox: SecretBox;
  allowList: AllowList;
  /** Delay before each retry; attempts = retries + 1. */
  retryScheduleMs: number[];
  disableAfterMs: number;
  timeoutMs: number;
  /** DNS lookup; the default resolver unless a test needs another. */
  lookup?: HostLookup;
};

/** WEBHOOK_SECRET_KEY, or for the embedded default a key generated into DATA_DIR on first start. */
export function createWebhookRuntime(config: Config): WebhookRuntime {
  const key = config.WEBHOOK_SECRET_KEY
    ? parseSecretKey(config.WEBHOOK_SECRET_KEY)
    : loadOrCreateKeyFile(path.join(config.dataDir, 'secrets', 'webhook-secret.key'));
  return {
    secretBox: new SecretBox(key),
    allowList: parseAllowList(config.WEBHOOK_ALLOWED_HOSTS),
    retryScheduleMs: config.WEBHOOK_RETRY_SCHEDULE,
    disableAfterMs: config.WEBHOOK_DISABLE_AFTER,
    timeoutMs: config.WEBHOOK_TIMEOUT,
  };
}
