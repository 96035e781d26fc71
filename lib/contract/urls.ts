import { z } from 'zod';

export type TUrlScheme = 'https' | 'http';

// Characters WHATWG parsers drop or rewrite silently (tab, CR, LF and other controls), and the space.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u0020\u007f]/;

/**
 * Why `raw` is not a URL the API stores and passes on (in e-mails, webhooks and the dashboard), or null when it is one.
 * Only the given schemes pass, so `javascript:` and `data:` never do; so do not forms that URL parsers read
 * differently: a backslash (WHATWG reads `/`, RFC 3986 does not), user info (`user@`), invisible characters, and a
 * percent-encoded host.
 */
export function findUrlProblem(raw: string, schemes: readonly TUrlScheme[]): string | null {
  const expected = schemes.map((scheme) => `${scheme}://`).join(' or ');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw)?.[1]?.toLowerCase();
  if (!scheme) return `must be an absolute URL such as ${schemes[0]}://example.com/path`;
  if (!(schemes as readonly string[]).includes(scheme)) return `must be an ${expected} URL (got ${scheme}:)`;
  if (raw.includes('\\'))
    return 'must not contain a backslash (\\): URL parsers disagree on what it means; percent-encode it (%5C) in the path';
  if (INVISIBLE.test(raw))
    return 'must not contain spaces, tabs, line breaks or control characters; percent-encode them (%20)';
  if (!/^[a-z]+:\/\/[^/?#]/i.test(raw)) return `must be an absolute URL such as ${schemes[0]}://example.com/path`;
  const authority = raw.slice(raw.indexOf('//') + 2).split(/[/?#]/, 1)[0]!;
  if (authority.includes('@'))
    return 'must not contain user info (user@ or user:password@); parsers disagree on which host it names';
  if (authority.includes('%')) return 'must not have a percent-encoded host; write the host name or address as it is';
  if (!URL.canParse(raw))
    return `is not a valid URL; give an absolute ${expected} URL such as ${schemes[0]}://example.com/path`;
  return null;
}

/**
 * A link the API stores: an absolute URL of the given schemes (https only unless a field documents http), without
 * the ambiguous forms `findUrlProblem` refuses, returned normalised (`new URL(x).href`: lower-case scheme and host,
 * dot segments resolved).
 */
export function zLinkUrl(schemes: readonly TUrlScheme[] = ['https']) {
  return z
    .string()
    .max(2048, 'must be at most 2048 characters long')
    .superRefine((raw, context) => {
      const problem = findUrlProblem(raw, schemes);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((raw) => new URL(raw).href)
    .meta({ format: 'uri', pattern: schemes.length === 1 ? `^${schemes[0]}://` : `^(${schemes.join('|')})://` });
}
