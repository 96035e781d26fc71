import { activeTracing, markSpanFailed, startChildSpan, type Span } from '../core/tracing';

// A span per SQL statement (docs/traces.md), on both databases: each wraps the `query` method of the node-postgres pool
// connections that Drizzle calls, so the statements of raw SQL and of the query builder alike are seen, with their
// text and never their values: parameters are not recorded, and string literals in the text (a statement sent whole,
// such as the audit events' insert that ends a transaction, server/audit/record.ts) are masked as '?'.

type Queryable = { query: (...args: never[]) => unknown };

/** Statements longer than this are cut in the span (a multi-row insert's text grows with its rows). */
const STATEMENT_LIMIT = 4_000;

/** The statement's text, or null for what is not a statement (a COPY stream's Submittable is passed through). */
function statementText(query: unknown): string | null {
  if (typeof query === 'string') return query;
  if (
    query &&
    typeof query === 'object' &&
    !('submit' in query) &&
    typeof (query as { text?: unknown }).text === 'string'
  )
    return (query as { text: string }).text;
  return null;
}

/** A single-quoted SQL string literal, its quotes doubled inside (what `escapeLiteral` writes, with or without E). */
const STRING_LITERAL = /'(?:[^']|'')*'/g;

/** The text a span may show: string literals masked, cut at STATEMENT_LIMIT. */
function recordedStatement(text: string): string {
  const masked = text.includes("'") ? text.replace(STRING_LITERAL, "'?'") : text;
  return masked.length > STATEMENT_LIMIT ? `${masked.slice(0, STATEMENT_LIMIT)}…` : masked;
}

/** The statement's first keyword: SELECT, INSERT, WITH… */
function spanName(text: string): string {
  return /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
}

function end(span: Span, error?: unknown) {
  if (error) markSpanFailed(span, error);
  span.end();
}

/**
 * Gives each statement that `target.query` runs inside a request's or a job's span a client span of its own: named
 * after its first keyword, with `db.system` postgresql and the statement's text, literals masked, as `db.statement`. Callback and
 * promise calls alike. Nothing changes when tracing is off.
 */
export function traceQueries(target: Queryable, driver: 'pglite' | 'postgres') {
  if (!activeTracing()) return;
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  target.query = ((...args: unknown[]) => {
    const text = statementText(args[0]);
    const span =
      text === null
        ? null
        : startChildSpan(spanName(text), 'client', {
            'db.system': 'postgresql',
            'db.statement': recordedStatement(text),
            'loadout.db.driver': driver,
          });
    if (!span) return query(...args);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        end(span, error);
        return callback(error, result);
      };
      return query(...args);
    }
    let result: unknown;
    try {
      result = query(...args);
    } catch (error) {
      end(span, error);
      throw error;
    }
    return (result as Promise<unknown>).then(
      (value) => {
        end(span);
        return value;
      },
      (error: unknown) => {
        end(span, error);
        throw error;
      },
    );
  }) as Queryable['query'];
}
