// Every credential Loadout issues, in one list: what it looks like and where it can turn up. The validators that
// issue and check them (server/access, server/webhooks) and every redactor (the server log, the request log) read
// their shapes from here, so a new kind of credential is added here once, or it is found nowhere.

export const REDACTED = '[REDACTED]';

/** A credential with a prefix of its own, found wherever it appears (a body, a query string, a message). */
type PrefixedShape = {
  kind: 'prefixed';
  name: string;
  issuedBy: string;
  prefixes: readonly string[];
  /** The characters of the random part, as the inside of a regular expression character class. */
  alphabet: string;
};

/** A credential without a prefix, carried as a segment of a URL path right after one of `after`. */
type PathShape = { kind: 'path'; name: string; issuedBy: string; after: readonly string[] };

/** A credential carried as the value of a query parameter of one of these names. */
type QueryShape = { kind: 'query'; name: string; issuedBy: string; parameters: readonly string[] };

export type CredentialShape = PrefixedShape | PathShape | QueryShape;

const BASE62 = '0-9A-Za-z';

export const API_KEY_PREFIXES = { live: 'lo_live_', test: 'lo_test_' } as const;
export const SCIM_TOKEN_PREFIXES = { live: 'lo_scim_live_', test: 'lo_scim_test_' } as const;
export const OPERATOR_TOKEN_PREFIX = 'lo_op_';
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const API_KEY_SHAPE: PrefixedShape = {
  kind: 'prefixed',
  name: 'API key',
  issuedBy: 'server/access/credentials.ts generateApiKey',
  prefixes: Object.values(API_KEY_PREFIXES),
  alphabet: BASE62,
};
export const SCIM_TOKEN_SHAPE: PrefixedShape = {
  kind: 'prefixed',
  name: 'SCIM token',
  issuedBy: 'server/access/credentials.ts generateScimToken',
  prefixes: Object.values(SCIM_TOKEN_PREFIXES),
  alphabet: BASE62,
};
export const OPERATOR_TOKEN_SHAPE: PrefixedShape = {
  kind: 'prefixed',
  name: 'operator token',
  issuedBy: 'server/access/credentials.ts generateOperatorToken',
  prefixes: [OPERATOR_TOKEN_PREFIX],
  alphabet: BASE62,
};

export const CREDENTIAL_SHAPES: readonly CredentialShape[] = [
  API_KEY_SHAPE,
  SCIM_TOKEN_SHAPE,
  OPERATOR_TOKEN_SHAPE,
  {
    kind: 'prefixed',
    name: 'webhook signing secret',
    issuedBy: 'server/webhooks/signing.ts generateWebhookSecret',
    prefixes: [WEBHOOK_SECRET_PREFIX],
    alphabet: 'A-Za-z0-9+/=',
  },
  {
    kind: 'path',
    name: "new hire's choice-link token",
    issuedBy: 'server/onboarding/service.ts openCase',
    // The API's public route, and the dashboard page the hire opens.
    after: ['/onboarding-choices/', '/choose/'],
  },
  {
    kind: 'query',
    name: 'export download signature',
    issuedBy: 'server/exports/service.ts signDownload',
    parameters: ['signature'],
  },
];

/** Words that mark a query parameter as a credential (`api_key`, `apiKey`, `X-Amz-Signature`, `client_secret`…). */
export const CREDENTIAL_PARAMETER_WORDS: ReadonlySet<string> = new Set([
  'key',
  'apikey',
  'token',
  'secret',
  'password',
  'passwd',
  'pwd',
  'signature',
  'sig',
  'credential',
  'credentials',
  'auth',
  'authorization',
  'session',
  'jwt',
  ...CREDENTIAL_SHAPES.flatMap((shape) => (shape.kind === 'query' ? shape.parameters : [])),
]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const prefixed = CREDENTIAL_SHAPES.filter((shape): shape is PrefixedShape => shape.kind === 'prefixed');

/** The regular expression that tells a whole, well-formed credential of `shape` (for checking what a client sent). */
export function wholeCredentialPattern(shape: PrefixedShape, length = { min: 32, max: 128 }): RegExp {
  return new RegExp(`^(?:${shape.prefixes.map(escape).join('|')})[${shape.alphabet}]{${length.min},${length.max}}$`);
}

/**
 * A prefixed credential anywhere in a text, whole or cut (8 characters of its random part are enough), its characters
 * also percent-encoded as in a URL. No word boundary is asked for: a credential glued to other text is still one.
 */
export const CREDENTIAL_IN_TEXT = new RegExp(
  '(?:' +
    prefixed
      .map((shape) => `(?:${shape.prefixes.map(escape).join('|')})(?:[${shape.alphabet}]|%[0-9A-Fa-f]{2}){8,}`)
      .join('|') +
    ')',
  'g',
);

/** A credential carried in a path: the segment after `/onboarding-choices/` (group 1 is what stays). */
export const CREDENTIAL_IN_PATH = new RegExp(
  `(${CREDENTIAL_SHAPES.flatMap((shape) => (shape.kind === 'path' ? shape.after : []))
    .map(escape)
    .join('|')})[^/?#\\s"'<>\\\\]+`,
  'g',
);
