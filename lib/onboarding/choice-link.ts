import 'server-only';
import type { TMakeOnboardingChoicesRequest } from '@/lib/contract/onboarding';
import { CLIENT_ADDRESS_HEADER } from '@/lib/contract/public-routes';
import { dashboardEnv } from '@/lib/env';
import type { RequestSource } from '@/lib/http/request-source';

// A new hire's one-time link (`/choose/<token>`), read and answered through the API's public routes. The token is the
// credential. The routes are hidden from the OpenAPI document, hence a plain fetch rather than the generated client.
// The API limits public routes per client, and every call here comes from the dashboard's address: so the dashboard
// names the hire's address (as it resolved it, lib/http/request-source.ts) in Loadout-Client-Address, with its company
// key to vouch for it, and each hire gets a budget of their own (server/http/public-budget.ts). Without a key the
// calls are anonymous and share the dashboard's address.

export type ChoiceLinkCall = { source: Pick<RequestSource, 'address'>; requestId?: string | null };

function upstream(token: string, { source, requestId }: ChoiceLinkCall, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  // For an API that trusts the dashboard as its proxy (TRUST_PROXY): the audit log's address of the hire's pick.
  headers.set('x-forwarded-for', source.address);
  const { LOADOUT_API_KEY, LOADOUT_API_URL } = dashboardEnv();
  if (LOADOUT_API_KEY) {
    headers.set('authorization', `Bearer ${LOADOUT_API_KEY}`);
    headers.set(CLIENT_ADDRESS_HEADER, source.address);
  }
  if (requestId) headers.set('x-request-id', requestId);
  const url = `${LOADOUT_API_URL.replace(/\/+$/, '')}/api/v1/onboarding-choices/${encodeURIComponent(token)}`;
  return fetch(url, { ...init, headers, cache: 'no-store' });
}

/** `GET /api/v1/onboarding-choices/{token}`: the page's content (200) or why the link no longer works (404). */
export function readChoiceLink(token: string, call: ChoiceLinkCall): Promise<Response> {
  return upstream(token, call);
}

/** `POST /api/v1/onboarding-choices/{token}`: the hire's picks (204), after which the link stops working. */
export function answerChoiceLink(
  token: string,
  body: TMakeOnboardingChoicesRequest,
  call: ChoiceLinkCall,
): Promise<Response> {
  return upstream(token, call, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
