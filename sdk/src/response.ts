/** What a response said beside its body: read it with `.withResponse()` on any method's result. */
export type ResponseMeta = {
  status: number;
  /** Every header of the response, for anything not named below. */
  headers: Headers;
  /** `X-Request-Id`: quote it to Loadout's support. */
  requestId: string | null;
  /** The key's budget after this request (`X-RateLimit-*`); `resetAt` is a Unix time in milliseconds. */
  rateLimit: { limit: number; remaining: number; resetAt: number } | null;
  /** True when the API answered a POST with the stored response of an earlier request with the same Idempotency-Key. */
  idempotentReplayed: boolean;
};

/** The data of a response and its metadata. */
export type WithResponse<T> = { data: T; response: ResponseMeta };

export function readResponseMeta(response: Response): ResponseMeta {
  const headers = response.headers;
  const [limit, remaining, resetAt] = ['limit', 'remaining', 'reset'].map((name) =>
    Number(headers.get(`x-ratelimit-${name}`) ?? Number.NaN),
  );
  const hasRateLimit = [limit, remaining, resetAt].every((value) => Number.isFinite(value));
  return {
    status: response.status,
    headers,
    requestId: headers.get('x-request-id'),
    rateLimit: hasRateLimit ? { limit: limit!, remaining: remaining!, resetAt: resetAt! } : null,
    idempotentReplayed: headers.get('idempotent-replayed') === 'true',
  };
}

/**
 * What every method that makes one request returns: a Promise of the data, which also gives the data with the
 * response's metadata through `.withResponse()`. The request starts at once, as with any Promise.
 */
export class ApiPromise<T> extends Promise<T> {
  readonly #withResponse: Promise<WithResponse<T>>;

  constructor(withResponse: Promise<WithResponse<T>>) {
    // The base Promise is never used: then/catch/finally read #withResponse.
    super((resolve) => resolve(undefined as T));
    this.#withResponse = withResponse;
  }

  // Derived promises (`.then(…)`) are plain Promises, not ApiPromises.
  static override get [Symbol.species]() {
    return Promise;
  }

  /** The data and the response's metadata (request id, rate limit, idempotent replay). */
  withResponse(): Promise<WithResponse<T>> {
    return this.#withResponse;
  }

  override then<R1 = T, R2 = never>(
    onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onRejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#withResponse.then(({ data }) => data).then(onFulfilled, onRejected);
  }

  override catch<R = never>(onRejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<T | R> {
    return this.then(undefined, onRejected);
  }

  override finally(onFinally?: (() => void) | null): Promise<T> {
    return this.then().finally(onFinally);
  }
}
