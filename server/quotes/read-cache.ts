import type { Database } from '../db/client';
import type { CompanyScope } from '../core/scope';

/** The channel the triggers of migration 0007 announce a changed quote's id on. */
export const QUOTE_CHANGED_CHANNEL = 'loadout_quote_changed';

type Entry = { companyId: string; livemode: boolean; body: string };

/**
 * The serialized body of `GET /api/v1/quotes/:id` per quote, served only to the quote's own tenant, because
 * integrators poll their quotes.
 *
 * It is only ever as fresh as the database: every committed change to a quote, its items, alternatives or recipients
 * (from any process) is announced by a trigger through NOTIFY, and this instance drops its copy when the notification
 * arrives. A change made through this instance's own API is dropped before its response leaves (`dropWritten`, called for
 * the routes that declare `changesQuote`),
 * so a caller's next read always sees its own write. A read that overlapped any change is not kept, and while the
 * LISTEN connection is down nothing is cached at all. Bounded by size; the least recently read entries go first.
 */
export class QuoteReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Bumped by every drop: a read that started before it may hold older data and is not kept. */
  private generation = 0;
  private listening = false;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly maxBytes: number) {}

  /** Starts following the changes; until then (and with a size of 0) every read goes to the database. */
  async attach(database: Database) {
    if (this.maxBytes <= 0) return;
    this.unlisten = await database.listen(QUOTE_CHANGED_CHANNEL, {
      onNotify: (quoteId) => this.drop(quoteId),
      onLost: () => {
        this.listening = false;
        this.clear();
      },
      onRestored: () => {
        this.clear();
        this.listening = true;
      },
    });
    this.listening = true;
  }

  async detach() {
    this.listening = false;
    this.clear();
    await this.unlisten?.();
  }

  /** The cached body, or the one `load` serializes (kept when nothing changed meanwhile). `load` may throw (404). */
  async read(tenant: CompanyScope, quoteId: string, load: () => Promise<string>): Promise<string> {
    const hit = this.entries.get(quoteId);
    if (hit && hit.companyId === tenant.companyId && hit.livemode === tenant.livemode) {
      // Most recently read last, so that eviction takes the least recently read first.
      this.entries.delete(quoteId);
      this.entries.set(quoteId, hit);
      return hit.body;
    }
    // Another tenant's quote is loaded like an unknown one, and answers 404 the same way.
    const startedAt = this.generation;
    const body = await load();
    if (this.listening && this.generation === startedAt && body.length <= this.maxBytes) {
      this.keep(quoteId, { companyId: tenant.companyId, livemode: tenant.livemode, body });
    }
    return body;
  }

  /**
   * Forgets the quote a request just changed, named as the request named it: by id, or by its number (`Q-…`), which
   * the cache does not index, so then everything goes (a rare path; the next reads refill it).
   */
  dropWritten(idOrNumber: string) {
    if (idOrNumber.startsWith('Q-')) this.clear();
    else this.drop(idOrNumber);
  }

  /** Forgets a quote. */
  drop(quoteId: string) {
    this.generation += 1;
    const entry = this.entries.get(quoteId);
    if (entry) this.remove(quoteId, entry);
  }

  private keep(key: string, entry: Entry) {
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }

  private clear() {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }
}
