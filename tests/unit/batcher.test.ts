import { describe, expect, it } from 'vitest';
import { registry } from '@/server/core/metrics';
import { Batcher } from '@/server/db/batcher';

/** A batcher whose batches wait until released, recording each batch it ran. */
function recording(maxBatch?: number) {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const batcher = new Batcher<number, number>(
    'test',
    async (items) => {
      batches.push(items);
      await new Promise<void>((resolve) => releases.push(resolve));
      if (items.includes(-1)) throw new Error('batch failed');
      return items.map((item) => item * 10);
    },
    maxBatch,
  );
  const releaseNext = async () => {
    while (releases.length === 0) await new Promise((resolve) => setImmediate(resolve));
    releases.shift()!();
  };
  return { batcher, batches, releaseNext };
}

describe('Batcher', () => {
  it('runs a lone item at once, in a batch of its own', async () => {
    const { batcher, batches, releaseNext } = recording();
    const result = batcher.add(1);
    await releaseNext();
    expect(await result).toBe(10);
    expect(batches).toEqual([[1]]);
  });

  it('gathers items added in the same tick, and items added while a batch runs, into the next batch', async () => {
    const { batcher, batches, releaseNext } = recording();
    const first = [batcher.add(1), batcher.add(2)];
    while (batches.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const second = [batcher.add(3), batcher.add(4), batcher.add(5)];
    await releaseNext();
    await releaseNext();
    expect(await Promise.all([...first, ...second])).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('splits a long queue into batches of at most maxBatch', async () => {
    const { batcher, batches, releaseNext } = recording(2);
    const results = [1, 2, 3, 4, 5].map((item) => batcher.add(item));
    for (let n = 0; n < 3; n++) await releaseNext();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('rejects every item of a failed batch, and only those', async () => {
    const { batcher, releaseNext } = recording(2);
    const results = [1, -1, 3].map((item) => batcher.add(item).then(String, (error: Error) => error.message));
    await releaseNext();
    await releaseNext();
    expect(await Promise.all(results)).toEqual(['batch failed', 'batch failed', '30']);
  });

  it('reports the items not written yet, waiting or being written, to the metrics', async () => {
    const { batcher, batches, releaseNext } = recording();
    const gauge = async () => (await registry.getSingleMetricAsString('loadout_batcher_pending_items')).split('\n');
    const written = [batcher.add(1), batcher.add(2)];
    while (batches.length === 0) await new Promise((resolve) => setImmediate(resolve));
    written.push(batcher.add(3));
    expect(batcher.pending).toBe(3);
    expect(await gauge()).toContain('loadout_batcher_pending_items{batcher="test"} 3');
    await releaseNext();
    await releaseNext();
    await Promise.all(written);
    expect(batcher.pending).toBe(0);
    expect(await gauge()).toContain('loadout_batcher_pending_items{batcher="test"} 0');
  });
});
