import 'server-only';
import type { CompanyApi } from '@/lib/api/clients';
import type { ApiResult } from './responses';
import type { paths as PublicPaths } from '@/lib/api/generated/public-api';
import type { TDeviceAction } from '@/lib/contract/device-actions';
import type { TOffboardingCase } from '@/lib/contract/offboarding';
import type { TOnboardingCase } from '@/lib/contract/onboarding';
import type { TQuote } from '@/lib/contract/quotes';

type PageResult<T> = {
  data?: { data: T[]; meta: { next_cursor: string | null } };
  error?: unknown;
  response: ApiResult['response'];
};

export type Collected<T> = { ok: true; items: T[]; capped: boolean } | { ok: false; failure: PageResult<T> };

/** Most list rows one aggregating BFF route reads per resource (10 pages of 100), so a request stays bounded. */
export const SCAN_CAP = 1000;
export const SCAN_PAGE_SIZE = 100;

/**
 * Follows a cursor-paginated list until it ends or `cap` rows were read; `capped` says older rows were left out.
 * The first failed page is returned as is, so the route can pass the API's status and message through.
 */
export async function collectPages<T>(
  fetchPage: (cursor: string | undefined) => Promise<PageResult<T>>,
  cap = SCAN_CAP,
): Promise<Collected<T>> {
  const items: T[] = [];
  let cursor: string | undefined;
  while (items.length < cap) {
    const page = await fetchPage(cursor);
    if (!page.data) return { ok: false, failure: page };
    items.push(...page.data.data);
    if (!page.data.meta.next_cursor) return { ok: true, items: items.slice(0, cap), capped: items.length > cap };
    cursor = page.data.meta.next_cursor;
  }
  return { ok: true, items: items.slice(0, cap), capped: true };
}

type QuotesQuery = NonNullable<PublicPaths['/api/v1/quotes']['get']['parameters']['query']>;
type DeviceActionsQuery = NonNullable<PublicPaths['/api/v1/device-actions']['get']['parameters']['query']>;
type Headers = Record<string, string>;

/** Quotes matching `query`, in its order, up to `cap`. */
export async function collectQuotes(
  api: CompanyApi,
  headers: Headers,
  query: Omit<QuotesQuery, 'limit' | 'cursor'>,
  cap = SCAN_CAP,
): Promise<Collected<TQuote>> {
  return collectPages(
    (cursor) => api.GET('/api/v1/quotes', { params: { query: { ...query, limit: SCAN_PAGE_SIZE, cursor } }, headers }),
    cap,
  );
}

/** Device actions matching `query`, in its order, up to `cap`. */
export async function collectDeviceActions(
  api: CompanyApi,
  headers: Headers,
  query: Omit<DeviceActionsQuery, 'limit' | 'cursor'>,
  cap = SCAN_CAP,
): Promise<Collected<TDeviceAction>> {
  return collectPages(
    (cursor) =>
      api.GET('/api/v1/device-actions', { params: { query: { ...query, limit: SCAN_PAGE_SIZE, cursor } }, headers }),
    cap,
  );
}

/** The open offboarding cases, up to `cap`. */
export async function collectOpenOffboarding(
  api: CompanyApi,
  headers: Headers,
  cap = SCAN_CAP,
): Promise<Collected<TOffboardingCase>> {
  return collectPages(
    (cursor) =>
      api.GET('/api/v1/offboarding-cases', {
        params: { query: { status: 'open', limit: SCAN_PAGE_SIZE, cursor } },
        headers,
      }),
    cap,
  );
}

/** Onboarding cases, soonest start first, up to `cap`. */
export async function collectOnboarding(
  api: CompanyApi,
  headers: Headers,
  cap = SCAN_CAP,
): Promise<Collected<TOnboardingCase>> {
  return collectPages(
    (cursor) =>
      api.GET('/api/v1/onboarding-cases', {
        params: { query: { sort: 'start_date', limit: SCAN_PAGE_SIZE, cursor } },
        headers,
      }),
    cap,
  );
}
