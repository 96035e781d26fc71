import type { Config } from '../config';
import { parseAllowList } from '../webhooks/ssrf';

// `npm start` is the demo: it runs on one machine, so webhooks may go to loopback receivers (a local script, or the
// dashboard's built-in test receiver) unless WEBHOOK_ALLOWED_HOSTS says otherwise. `npm run api` (production) has
// no such default.

export const DEMO_WEBHOOK_ALLOWED_HOSTS = 'localhost,127.0.0.1,::1';

/** The environment `npm start` configures the API from: the caller's, with the demo's defaults where it sets nothing. */
export function withDemoDefaults(env: Record<string, string | undefined>): Record<string, string | undefined> {
  return { ...env, WEBHOOK_ALLOWED_HOSTS: env.WEBHOOK_ALLOWED_HOSTS || DEMO_WEBHOOK_ALLOWED_HOSTS };
}

const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** The URL browsers use for the dashboard (its NEXTAUTH_URL). */
export function dashboardPublicUrl(config: Config): string {
  return (
    config.DASHBOARD_URL ?? `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.DASHBOARD_PORT}`
  );
}

/** Where this machine reaches the dashboard: HOST, or loopback when it listens on every interface. */
export function dashboardLocalUrl(config: Config): string {
  const host =
    config.HOST === '0.0.0.0'
      ? '127.0.0.1'
      : config.HOST === '::'
        ? '[::1]'
        : config.HOST.includes(':')
          ? `[${config.HOST}]`
          : config.HOST;
  return `http://${host}:${config.DASHBOARD_PORT}`;
}

/** The dashboard's loopback URL for the built-in webhook test receiver, or null when it listens elsewhere only. */
export function demoReceiverUrl(config: Config): string | null {
  const url = dashboardLocalUrl(config);
  return isLoopback(new URL(url).hostname) ? url : null;
}

/**
 * The test receiver's URL when the API accepts it as a webhook URL (WEBHOOK_ALLOWED_HOSTS holds its host, as the
 * demo's default does), else null: where the demo company's build registers its endpoint.
 */
export function acceptedDemoReceiverUrl(config: Config): string | null {
  const url = demoReceiverUrl(config);
  if (!url) return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return parseAllowList(config.WEBHOOK_ALLOWED_HOSTS).hosts.has(host) ? url : null;
}
