import 'server-only';
import type { TMakeOnboardingChoicesRequest } from '@/lib/contract/onboarding';
import { dashboardEnv } from '@/lib/env';
import type { RequestSource } from '@/lib/http/request-source';

// A new hire's one-time link (`/choose/<token>`), read and answered through the API's public routes. The token is the
// credential, so no company key goes with these calls. The routes are hidden from the OpenAPI document, hence a plain
// fetch rather than the generated client. The hire's address goes along as X-Forwarded-For, so that an API which
// trusts the dashboard as its proxy (TRUST_PROXY) charges its per-address limit to the hire, not to the dashboard.

export type ChoiceLinkCall = { source: Pick<RequestSource, 'address'>; requestId?: string | null };

function upstream(token: string, { source, requestId }: ChoiceLinkCall, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', source.address);
  if (requestId) headers.set('x-request-id', requestId);
  const url = `${dashboardEnv().LOADOUT_API_URL.replace(/\/+$/, '')}/api/v1/onboarding-choices/${encodeURIComponent(token)}`;
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
