// The browser-side defences every response of the dashboard carries. next.config.ts sets the fixed ones on every
// path (static files too); proxy.ts adds the Content-Security-Policy with a fresh nonce per request (Next.js puts
// it on every script it renders) and, behind an https proxy, HSTS.

export const FIXED_SECURITY_HEADERS = [
  // No page of the dashboard may be framed (frame-ancestors says the same to browsers that read CSP).
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  },
] as const;

/** Sent only when the browser reached the dashboard over https (lib/http/request-source.ts decides). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * 122 random bits, as 32 hex digits: unguessable for each response. A random UUID draws them from a buffer of entropy
 * filled once per 128 UUIDs, where getRandomValues asks the system for each (2.6% of the dashboard server's CPU per
 * proxied read).
 */
export function newNonce(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * Scripts only with this response's nonce (and what they load: 'strict-dynamic'), never inline or eval'd ones;
 * images from anywhere over https (catalog and alternative pictures are on the operator's hosts); nothing framed,
 * no plugins, no <base>, forms and fetches to the dashboard only.
 */
export function contentSecurityPolicy(nonce: string, isHttps: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isHttps ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
