import type { WithResponse } from './response';

export type ListMeta = { has_more: boolean; next_cursor: string | null };
export type ListEnvelope<T, M extends ListMeta> = { data: T[]; meta: M };

/** One page of a cursor list. `meta` is the list's whole `meta` (e.g. `available_filters` on products). */
export class Page<T, M extends ListMeta = ListMeta> {
  readonly data: T[];
  readonly hasMore: boolean;
  readonly nextCursor: string | null;
  readonly meta: M;
  readonly #loadPage: (cursor: string) => Promise<Page<T, M>>;

  constructor(envelope: ListEnvelope<T, M>, loadPage: (cursor: string) => Promise<Page<T, M>>) {
    this.data = envelope.data;
    this.meta = envelope.meta;
    this.hasMore = envelope.meta.has_more;
    this.nextCursor = envelope.meta.next_cursor;
    this.#loadPage = loadPage;
  }

  /** The page after this one, or null on the last page. */
  next(): Promise<Page<T, M> | null> {
    return this.hasMore && this.nextCursor ? this.#loadPage(this.nextCursor) : Promise.resolve(null);
  }
}

/**
 * What a `list` method returns: `await` it for the first page, or iterate it with `for await` for every item of
 * every page (fetched one page at a time, as the loop goes).
 */
export class PagePromise<T, M extends ListMeta = ListMeta> implements PromiseLike<Page<T, M>>, AsyncIterable<T> {
  readonly #loadPage: () => Promise<WithResponse<Page<T, M>>>;
  #firstPage: Promise<WithResponse<Page<T, M>>> | undefined;

  constructor(loadPage: () => Promise<WithResponse<Page<T, M>>>) {
    this.#loadPage = loadPage;
  }

  #first(): Promise<Page<T, M>> {
    return this.withResponse().then(({ data }) => data);
  }

  /** The first page and the response's metadata (request id, rate limit). */
  withResponse(): Promise<WithResponse<Page<T, M>>> {
    this.#firstPage ??= this.#loadPage();
    return this.#firstPage;
  }

  then<R1 = Page<T, M>, R2 = never>(
    onFulfilled?: ((page: Page<T, M>) => R1 | PromiseLike<R1>) | null,
    onRejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#first().then(onFulfilled, onRejected);
  }

  catch<R = never>(onRejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<Page<T, M> | R> {
    return this.#first().catch(onRejected);
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    let page: Page<T, M> | null = await this.#first();
    while (page) {
      yield* page.data;
      page = await page.next();
    }
  }
}
