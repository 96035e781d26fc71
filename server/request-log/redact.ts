import { REDACTED, redactSecrets } from '../log-redaction';

/** Bodies are kept up to this many characters; the rest is cut off and marked. */
export const MAX_BODY_CHARS = 64 * 1024;
export const TRUNCATED_MARK = '…[truncated]';

/** Words that mark a field as a credential: `secret`, `api_key`, `access_token`, `signing_secret`, `password`… */
const SECRET_WORDS = new Set([
  'token',
  'secret',
  'password',
  'passwd',
  'pwd',
  'signature',
  'credential',
  'credentials',
  'authorization',
  'jwt',
  'session',
  'apikey',
]);
/** Words that mark a field as about a person: `email`, `requester_name`, `phone_number`, `address`… */
const PERSONAL_WORDS = new Set([
  'name',
  'names',
  'email',
  'emails',
  'phone',
  'mobile',
  'address',
  'addresses',
  'street',
  'postcode',
  'zip',
  'birth',
  'birthday',
  'dob',
  'ssn',
]);

const verdicts = new Map<string, boolean>();

/** Whether a JSON field of this name holds a secret or a personal value (decided once per name). */
export function isRedactedField(name: string): boolean {
  const known = verdicts.get(name);
  if (known !== undefined) return known;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const joined = words.join('');
  const verdict =
    name.toLowerCase() === 'key' ||
    joined === 'apikey' ||
    words.some((word) => SECRET_WORDS.has(word) || PERSONAL_WORDS.has(word));
  if (verdicts.size < 10_000) verdicts.set(name, verdict);
  return verdict;
}

const STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const VALUE = String.raw`${STRING}|\[(?:[^\[\]{}"]|${STRING})*\]|-?\d[\d.eE+-]*|true|false`;
/**
 * Every string token of a JSON text, from the left (so a string is never read from its middle), with the value that
 * follows when the string is a field name: a string, an array of plain values, a number or a boolean.
 */
const TOKEN = new RegExp(String.raw`"((?:[^"\\]|\\.)*)"(\s*:\s*)(${VALUE})?|${STRING}`, 'g');
const LOCAL_PART = /[A-Za-z0-9._%+-]/;
const DOMAIN = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

/**
 * Every e-mail address in `text` replaced, found from its `@` (a scan of the whole text by a regular expression for
 * addresses tries each run of letters as the start of one, and costs several times more).
 */
function redactEmails(text: string): string {
  let at = text.indexOf('@');
  if (at === -1) return text;
  let out = '';
  let last = 0;
  while (at !== -1) {
    let start = at;
    while (start > last && LOCAL_PART.test(text[start - 1]!)) start -= 1;
    const domain = start < at ? DOMAIN.exec(text.slice(at + 1, at + 254)) : null;
    if (domain) {
      out += text.slice(last, start) + REDACTED;
      last = at + 1 + domain[0].length;
    }
    at = text.indexOf('@', Math.max(at + 1, last));
  }
  return out + text.slice(last);
}
const QUOTED_REDACTED = JSON.stringify(REDACTED);

/**
 * A request or response body as kept in the request log: the values of fields named like secrets or personal data
 * (`secret`, `token`, `password`, `email`, `name`, `phone_number`, `address`… at any depth) replaced by
 * `"[REDACTED]"`, then anything shaped like an e-mail address or a Loadout credential wherever it is, then cut at
 * MAX_BODY_CHARS. Works on the JSON text without parsing it, and on text that is not JSON.
 */
export function redactBody(text: string): string {
  const fields = text.includes('"')
    ? text.replace(TOKEN, (whole, name: string | undefined, colon: string | undefined, value: string | undefined) =>
        name !== undefined && value !== undefined && isRedactedField(name)
          ? `"${name}"${colon}${QUOTED_REDACTED}`
          : whole,
      )
    : text;
  const redacted = redactSecrets(redactEmails(fields));
  return redacted.length > MAX_BODY_CHARS ? redacted.slice(0, MAX_BODY_CHARS) + TRUNCATED_MARK : redacted;
}

const QUERY_PARAMETER = /([?&;])([^=&#]+)=([^&#]*)/g;
/** Query parameters that hold a person's name or e-mail address when they hold anything. */
const PERSONAL_QUERY = new Set(['search', 'q', 'query', 'requester']);

/**
 * The path and query string of a request as kept in the request log: credentials redacted (as in the server's log
 * lines), and the values of parameters that name a person (`search`, `email`, `requester_email`…) or hold an e-mail.
 */
export function redactPath(url: string): string {
  const secretsOut = redactSecrets(url);
  if (!secretsOut.includes('?')) return secretsOut;
  return secretsOut.replace(QUERY_PARAMETER, (whole, separator: string, name: string, value: string) =>
    value !== REDACTED &&
    (PERSONAL_QUERY.has(name.toLowerCase()) || isRedactedField(name) || value.includes('@') || /%40/i.test(value))
      ? `${separator}${name}=${REDACTED}`
      : whole,
  );
}
