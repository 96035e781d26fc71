import { Gauge } from 'prom-client';
import { registry } from '../core/metrics';

/** The batchers of this process, held weakly (a stopped worker's go with it), read by the metrics at scrape time. */
const batchers = new Set<WeakRef<Batcher<unknown, unknown>>>();

new Gauge({
  name: 'loadout_batcher_pending_items',
  help: 'Items handed to a group-commit batcher and not yet written, by batcher (job completions, webhook attempts…).',
  labelNames: ['batcher'] as const,
  registers: [registry],
  collect() {
    this.reset();
    const sums = new Map<string, number>();
    for (const ref of batchers) {
      const batcher = ref.deref();
      if (!batcher) batchers.delete(ref);
      else sums.set(batcher.name, (sums.get(batcher.name) ?? 0) + batcher.pending);
    }
    for (const [name, pending] of sums) this.set({ batcher: name }, pending);
  },
});

/**
 * Group commit: callers hand in one item each and wait for its result, while the items are written or read in
 * batches. The first item starts a batch at the end of the current tick; items arriving while a batch is in
 * flight form the next one. Nothing waits for a timer: alone, an item costs one round trip as before; under load,
 * many items share one.
 *
 * `run` gets the items in arrival order and returns one result per item, in the same order. When it throws, every
 * caller of that batch gets the error.
 */
export class Batcher<Item, Result = void> {
  private queue: { item: Item; resolve(result: Result): void; reject(error: unknown): void }[] = [];
  private flushing = false;
  private scheduled = false;
  private writing = 0;

  constructor(
    /** Names it in the metrics (`loadout_batcher_pending_items`). */
    readonly name: string,
    private readonly run: (items: Item[]) => Promise<Result[]>,
    private readonly maxBatch = 200,
  ) {
    batchers.add(new WeakRef(this as Batcher<unknown, unknown>));
  }

  /** Items handed in and not written yet: waiting, or in the batch being written. */
  get pending() {
    return this.queue.length + this.writing;
  }

  add(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.flushing && !this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          void this.flush();
        });
      }
    });
  }

  private async flush() {
    if (this.flushing) return;
    this.flushing = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.writing = batch.length;
      try {
        const results = await this.run(batch.map((entry) => entry.item));
        if (results.length !== batch.length)
          throw new Error(`a batch of ${batch.length} returned ${results.length} results`);
        batch.forEach((entry, index) => entry.resolve(results[index]!));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
      this.writing = 0;
    }
    this.flushing = false;
  }
}
