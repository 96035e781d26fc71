import 'server-only';
import { headers } from 'next/headers';
import { dashboardEnv } from '@/lib/env';
import { requestSource, type RequestSource } from './request-source';

/** Who sent this request, with the dashboard's trusted proxies (see request-source.ts). */
export function sourceOf(request: Request): RequestSource {
  return requestSource(request.headers, dashboardEnv().DASHBOARD_TRUSTED_PROXY);
}

/** The same, for the page being rendered. */
export async function currentSource(): Promise<RequestSource> {
  return requestSource(await headers(), dashboardEnv().DASHBOARD_TRUSTED_PROXY);
}

/** The dashboard's origin as the browser sees it. */
export function originOf(source: RequestSource): string {
  return `${source.isHttps ? 'https' : 'http'}://${source.host}`;
}
