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

  constructor(
    private readonly run: (items: Item[]) => Promise<Result[]>,
    private readonly maxBatch = 200,
  ) {}

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
      try {
        const results = await this.run(batch.map((entry) => entry.item));
        if (results.length !== batch.length)
          throw new Error(`a batch of ${batch.length} returned ${results.length} results`);
        batch.forEach((entry, index) => entry.resolve(results[index]!));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    this.flushing = false;
  }
}
