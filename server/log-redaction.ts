import pino from 'pino';
import { CREDENTIAL_IN_PATH, CREDENTIAL_IN_TEXT, CREDENTIAL_PARAMETER_WORDS, REDACTED } from './core/credential-shapes';
import { findDatabaseError } from './db/errors';

export { REDACTED };

const QUERY_PARAMETER = /([?&;])([^=&#\s"'?]+)=([^&#\s"']*)/g;
const USER_INFO = /(\b[a-z][a-z0-9+.-]*:\/\/)[^/?#\s@"']+@/gi;

function isSecretName(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // A malformed escape: judge the name as written.
  }
  const words = decoded
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((word) => CREDENTIAL_PARAMETER_WORDS.has(word));
}

/**
 * `text` (a URL, or a message that holds URLs) with credentials replaced by `[REDACTED]`: the values of query
 * parameters named like credentials, user info (`user:password@`), tokens carried in paths (a hire's choice link) and
 * anything shaped like a credential Loadout issues (see core/credential-shapes.ts, the one list of them).
 */
export function redactSecrets(text: string): string {
  return text
    .replace(QUERY_PARAMETER, (whole, separator: string, name: string) =>
      isSecretName(name) ? `${separator}${name}=${REDACTED}` : whole,
    )
    .replace(USER_INFO, `$1${REDACTED}@`)
    .replace(CREDENTIAL_IN_PATH, `$1${REDACTED}`)
    .replace(CREDENTIAL_IN_TEXT, REDACTED);
}

type RequestLike = { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } };

/** The `req` of a log line: what Fastify logs by default, with the URL's secrets redacted (and never the headers). */
export function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactSecrets(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type ErrorLike = Error & { query?: unknown; params?: unknown; cause?: unknown };

/** Properties of database errors that hold the values of a statement: its parameters, or a row or key it refused. */
const VALUE_PROPERTIES = ['params', 'parameters', 'queryOptions', 'detail', 'where', 'internalQuery'];

function causesOf(error: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (
    let current: unknown = error;
    current instanceof Error && chain.length < 10 && !chain.includes(current as ErrorLike);
    current = (current as ErrorLike).cause
  ) {
    chain.push(current as ErrorLike);
  }
  return chain;
}

/**
 * Drizzle's "Failed query: <sql>\nparams: <values>" loses its values (the SQL text stays), and so does PostgreSQL's
 * `invalid input syntax for type uuid: "<value>"`.
 */
function messageWithoutValues(error: ErrorLike): string {
  if (typeof error.query === 'string' && 'params' in error && error.message.startsWith('Failed query:'))
    return `Failed query: ${error.query}`;
  return error.message.replace(/((?:for type|for enum) [^:]+): ".*"$/s, `$1: ${REDACTED}`);
}

/**
 * The `err` of a log line: pino's standard form, without the values of a failed statement (parameters, the refused
 * row in `detail`), with the database's SQLSTATE `code` and constraint, and with secrets in URLs redacted.
 */
export function serializeError(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error) as unknown;
  if (!(error instanceof Error) || !serialized || typeof serialized !== 'object') return serialized;
  const out = serialized as Record<string, unknown>;
  const chain = causesOf(error);
  out.message = redactSecrets(chain.map(messageWithoutValues).join(': '));
  out.stack = redactSecrets(
    chain.map((cause) => (cause.stack ?? '').replace(cause.message, messageWithoutValues(cause))).join('\ncaused by: '),
  );
  for (const property of VALUE_PROPERTIES) delete out[property];
  const database = findDatabaseError(error);
  if (database) {
    out.code = database.code;
    if (database.constraint) out.constraint = database.constraint;
  }
  if (Array.isArray(out.aggregateErrors)) out.aggregateErrors = (error as AggregateError).errors.map(serializeError);
  return out;
}
