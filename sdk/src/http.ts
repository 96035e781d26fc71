import { ConnectionError, errorFromResponse, RateLimitError } from './errors';
import { OPERATIONS, type OperationId } from './operations';
import { Page, PagePromise, type ListEnvelope, type ListMeta } from './pagination';
import { ApiPromise, readResponseMeta, type WithResponse } from './response';
import { VERSION } from './version';

export type LoadoutOptions = {
  /** `lo_live_…` or `lo_test_…`. */
  apiKey: string;
  /** Where the API answers, e.g. `https://api.loadout.example` (without `/api/v1`). */
  baseUrl: string;
  /** A fetch implementation; default `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Retries after a failed attempt (see docs/sdk.md); default 2, 0 turns retries off. */
  maxRetries?: number;
  /** Per attempt, body included; default 30 000 ms. */
  timeoutMs?: number;
  /** A 429 whose `Retry-After` is longer than this is thrown at once as RateLimitError; default 60 s. */
  maxRetryAfterSeconds?: number;
  /** How the client waits between attempts; default setTimeout. Tests and schedulers may pass their own. */
  sleep?: (ms: number) => Promise<void>;
};

export type RequestOptions = {
  /** Sent on POST; default a new UUID per call, reused by that call's retries. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * The person acting, for a system that signs its own users in (the Loadout-Actor-* headers): approvers of approval
   * requests, and who asked for held decisions.
   */
  actor?: { email: string; name?: string; role?: string };
};

type Query = Record<string, unknown>;
/** `csv`: a CSV body, sent as `text/csv` (an import), instead of a JSON `body`. */
type RequestInput = { query?: Query; body?: unknown; csv?: string };

const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 8_000;

/**
 * Methods retried when no answer or a 5xx came back, i.e. when the request may or may not have been applied: GET is
 * safe, DELETE idempotent, POST carries an Idempotency-Key the API replays. PATCH is not: the API keeps no
 * idempotency record for it, and repeating one is not harmless (a second `rotate_secret` would replace the secret the
 * first one returned, a second decision on a quote item is a 409). A 429 is retried for every method: the API refused
 * it before doing anything.
 */
const RETRIED_WHEN_UNANSWERED = new Set(['GET', 'DELETE', 'POST']);

/** `@loadout/sdk/<version> node/<version>`; browsers do not let a page set User-Agent, so none is sent there. */
function userAgent(): string | null {
  const node = (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node;
  return node ? `@loadout/sdk/${VERSION} node/${node}` : null;
}

const USER_AGENT = userAgent();

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The request core every resource shares: URL, auth, JSON, timeouts, idempotency keys and retries. */
export class HttpClient {
  readonly #apiKey: string;
  readonly #baseUrl: string;
  readonly #fetch: typeof fetch;
  readonly #maxRetries: number;
  readonly #timeoutMs: number;
  readonly #maxRetryAfterSeconds: number;
  readonly #sleep: (ms: number) => Promise<void>;

  constructor(options: LoadoutOptions) {
    this.#apiKey = options.apiKey;
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    // Called unbound: a browser's fetch throws "Illegal invocation" when called as a method of another object.
    const custom = options.fetch;
    this.#fetch = custom ? (input, init) => custom(input, init) : (input, init) => globalThis.fetch(input, init);
    this.#maxRetries = options.maxRetries ?? 2;
    this.#timeoutMs = options.timeoutMs ?? 30_000;
    this.#maxRetryAfterSeconds = options.maxRetryAfterSeconds ?? 60;
    this.#sleep = options.sleep ?? defaultSleep;
  }

  /** Sends the operation; resolves to the envelope's `data` (undefined for 204), or with `.withResponse()` beside it. */
  request<T>(
    operationId: OperationId,
    pathParams: string[],
    input: RequestInput = {},
    options: RequestOptions = {},
  ): ApiPromise<T> {
    return new ApiPromise(
      this.send<{ data: T } | undefined>(operationId, pathParams, input, options).then(({ data, response }) => ({
        data: data?.data as T,
        response,
      })),
    );
  }

  /** A cursor list: the first page on `await`, every item with `for await`. */
  list<T, M extends ListMeta = ListMeta>(
    operationId: OperationId,
    query: Query = {},
    options: RequestOptions = {},
    pathParams: string[] = [],
  ): PagePromise<T, M> {
    const loadPage = async (cursor?: string): Promise<WithResponse<Page<T, M>>> => {
      const { data, response } = await this.send<ListEnvelope<T, M>>(
        operationId,
        pathParams,
        { query: cursor ? { ...query, cursor } : query },
        options,
      );
      return { data: new Page(data, async (next) => (await loadPage(next)).data), response };
    };
    return new PagePromise(loadPage);
  }

  async send<T>(
    operationId: OperationId,
    pathParams: string[],
    input: RequestInput,
    options: RequestOptions,
  ): Promise<WithResponse<T>> {
    const { method, path } = OPERATIONS[operationId];
    const url = this.#url(path, pathParams, input.query);
    const headers: Record<string, string> = { authorization: `Bearer ${this.#apiKey}`, accept: 'application/json' };
    if (USER_AGENT) headers['user-agent'] = USER_AGENT;
    if (method === 'POST') headers['idempotency-key'] = options.idempotencyKey ?? globalThis.crypto.randomUUID();
    if (options.actor) {
      headers['loadout-actor-email'] = options.actor.email;
      if (options.actor.name) headers['loadout-actor-name'] = encodeURIComponent(options.actor.name);
      if (options.actor.role) headers['loadout-actor-role'] = options.actor.role;
    }
    let body: string | null = null;
    if (input.csv !== undefined) {
      body = input.csv;
      headers['content-type'] = 'text/csv';
    } else if (input.body !== undefined) {
      body = JSON.stringify(input.body);
      headers['content-type'] = 'application/json';
    }
    for (let attempt = 0; ; attempt++) {
      const hasRetriesLeft = attempt < this.#maxRetries;
      const outcome = await this.#attempt(url, { method, headers, body }, options);
      if (outcome instanceof ConnectionError) {
        if (hasRetriesLeft && RETRIED_WHEN_UNANSWERED.has(method)) {
          await this.#sleep(backoffMs(attempt));
          continue;
        }
        throw outcome;
      }
      const { response, json } = outcome;
      if (response.ok) return { data: json as T, response: readResponseMeta(response) };
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
      const error = errorFromResponse(response, json, retryAfter);
      if (error instanceof RateLimitError && hasRetriesLeft && (retryAfter ?? 0) <= this.#maxRetryAfterSeconds) {
        await this.#sleep(retryAfter === null ? backoffMs(attempt) : retryAfter * 1000);
        continue;
      }
      if (response.status >= 500 && hasRetriesLeft && RETRIED_WHEN_UNANSWERED.has(method)) {
        await this.#sleep(backoffMs(attempt));
        continue;
      }
      throw error;
    }
  }

  /**
   * Opens a streaming operation (Server-Sent Events): resolves to the response once its headers arrived, its body
   * unread; an error answer throws as `send` does. No timeout and no retry: the caller decides when to reconnect.
   */
  async openStream(
    operationId: OperationId,
    query: Query,
    extraHeaders: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<Response> {
    return this.openResponse(operationId, [], query, { accept: 'text/event-stream', ...extraHeaders }, signal);
  }

  /** A GET whose answer is not JSON (a PDF): the response, its body unread; an error answer throws as `send` does. */
  async openResponse(
    operationId: OperationId,
    pathParams: string[],
    query: Query,
    extraHeaders: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<Response> {
    const url = this.#url(OPERATIONS[operationId].path, pathParams, query);
    const headers: Record<string, string> = { authorization: `Bearer ${this.#apiKey}`, ...extraHeaders };
    if (USER_AGENT) headers['user-agent'] = USER_AGENT;
    let response: Response;
    try {
      response = await this.#fetch(url, { method: 'GET', headers, ...(signal ? { signal } : {}) });
    } catch (error) {
      if (signal?.aborted) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new ConnectionError({
        status: null,
        code: 'CONNECTION_ERROR',
        message: `Could not reach Loadout (GET ${url}): ${reason}`,
        cause: error,
      });
    }
    if (response.ok) return response;
    const json = parseJson(await response.text());
    throw errorFromResponse(response, json, parseRetryAfter(response.headers.get('retry-after')));
  }

  /** One attempt: the response with its parsed body, or a ConnectionError; rethrows when the caller aborted. */
  async #attempt(
    url: string,
    init: RequestInit,
    options: RequestOptions,
  ): Promise<{ response: Response; json: unknown } | ConnectionError> {
    const timeoutMs = options.timeoutMs ?? this.#timeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? anySignal(options.signal, timeout) : timeout;
    try {
      const response = await this.#fetch(url, { ...init, signal });
      const text = await response.text();
      return { response, json: parseJson(text) };
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      const message = timeout.aborted
        ? `No answer from Loadout within ${timeoutMs} ms (${init.method} ${url})`
        : `Could not reach Loadout (${init.method} ${url}): ${error instanceof Error ? error.message : String(error)}`;
      return new ConnectionError({
        status: null,
        code: timeout.aborted ? 'TIMEOUT' : 'CONNECTION_ERROR',
        message,
        cause: error,
      });
    }
  }

  #url(path: string, pathParams: string[], query: Query = {}): string {
    let index = 0;
    const filled = path.replace(/\{[^}]+\}/g, (name) => {
      const value = pathParams[index++];
      if (value === undefined || value === '') throw new TypeError(`${path}: missing path parameter ${name}`);
      return encodeURIComponent(value);
    });
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue;
      search.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    const queryString = search.toString();
    return `${this.#baseUrl}${filled}${queryString ? `?${queryString}` : ''}`;
  }
}

/** Aborts when either signal does (AbortSignal.any where the runtime has it: Node 20.3+, browsers since 2024). */
function anySignal(first: AbortSignal, second: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([first, second]);
  const controller = new AbortController();
  for (const signal of [first, second]) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/** Exponential backoff with jitter: 250–500 ms, 500–1000 ms, … up to 4–8 s. */
function backoffMs(attempt: number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

function parseRetryAfter(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
