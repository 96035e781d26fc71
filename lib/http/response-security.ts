import { contentSecurityPolicy, newNonce, STRICT_TRANSPORT_SECURITY } from './security-headers';
import { sourceOf } from './source-of';

// The per-request security headers of every page and BFF response: a Content-Security-Policy with a fresh nonce
// (Next.js puts the nonce on each script it renders) and, behind an https proxy, HSTS. Set by proxy.ts for what
// Next.js serves and by the dashboard's own API router (server/dashboard/api-router.ts) for the BFF routes.

export type ResponseSecurity = { policy: string; isHttps: boolean };

export function responseSecurityOf(request: Request): ResponseSecurity {
  const { isHttps } = sourceOf(request);
  return { policy: contentSecurityPolicy(newNonce(), isHttps), isHttps };
}

export function setResponseSecurity(headers: Headers, { policy, isHttps }: ResponseSecurity) {
  headers.set('content-security-policy', policy);
  if (isHttps) headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}
