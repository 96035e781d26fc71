import type { LoadResult } from './load';
import type { BenchResult } from './report';

export type BenchContext = {
  /** The bare-Fastify ceiling, measured once per `npm run bench` with the same connections and duration. */
  ceiling(): Promise<LoadResult>;
};

export type Benchmark = { name: string; description: string; run(context: BenchContext): Promise<BenchResult> };

export const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(1)}%`;
