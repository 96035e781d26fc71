import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Benchmark } from './lib/benchmark';
import { BENCH } from './lib/env';
import { measureLoad, round } from './lib/load';
import { bundleApi, startApi } from './lib/processes';
import { HIGH_RATE_LIMIT, quoteBody, seedCompany, seedQuote } from './lib/seed';

/** Seeds, loads the API with the mix and samples its RSS; `entry` picks the build (tsx by default). */
async function measureMemory(entry: string | undefined) {
  const api = await startApi({ entry, env: { RATE_LIMIT_PER_MINUTE: HIGH_RATE_LIMIT } });
  try {
    const seeded = await seedCompany(api);
    const quoteId = await seedQuote(api, seeded);
    const idleMb = api.rssMb();
    let peakMb = idleMb;
    let stopped = false;
    const sampling = (async () => {
      while (!stopped) {
        peakMb = Math.max(peakMb, api.rssMb());
        await sleep(500);
      }
    })();
    const load = await measureLoad(
      {
        url: api.url,
        headers: { authorization: `Bearer ${seeded.key}` },
        requests: [
          { method: 'GET', path: `/api/v1/quotes/${quoteId}` },
          { method: 'POST', path: '/api/v1/quotes', body: quoteBody(seeded) },
          { method: 'GET', path: '/api/v1/quotes?limit=25' },
          { method: 'GET', path: '/api/v1/products?limit=25' },
        ],
      },
      { duration: BENCH.memoryDuration, warmup: 0, server: api },
    );
    stopped = true;
    await sampling;
    return { load, idleMb: round(idleMb), peakMb: round(peakMb), afterMb: round(api.rssMb()) };
  } finally {
    await api.stop();
  }
}

export const memory: Benchmark = {
  name: 'memory',
  description:
    `RSS (VmRSS) of the API process (PostgreSQL, worker in-process) after ${BENCH.memoryDuration} s of mixed load (GET quote, POST quote, ` +
    'list quotes, list products): as `npm run api` runs it (tsx), and as one esbuild bundle on plain node.',
  async run() {
    const tsx = await measureMemory(undefined);
    const bundle = bundleApi();
    const bundled = await measureMemory(bundle).finally(() => fs.rmSync(path.dirname(bundle), { recursive: true, force: true }));
    const target = (name: string, result: typeof tsx) => ({
      name: `RSS after the load, ${name}`,
      target: '≤ 200 MB',
      actual: `${result.afterMb} MB (idle ${result.idleMb}, peak ${result.peakMb})`,
      met: result.afterMb <= 200 && result.load.non_2xx === 0,
    });
    return {
      name: this.name,
      description: this.description,
      rows: [
        { name: 'mixed load, tsx server/main.ts (npm run api)', load: tsx.load },
        { name: 'mixed load, node bundle.mjs', load: bundled.load },
      ],
      targets: [target('tsx (npm run api)', tsx), target('bundled', bundled)],
      details: {
        tsx: { rss_idle_mb: tsx.idleMb, rss_peak_mb: tsx.peakMb, rss_after_mb: tsx.afterMb },
        bundled: { rss_idle_mb: bundled.idleMb, rss_peak_mb: bundled.peakMb, rss_after_mb: bundled.afterMb },
      },
    };
  },
};
