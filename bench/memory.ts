import { setTimeout as sleep } from 'node:timers/promises';
import type { Benchmark } from './lib/benchmark';
import { BENCH } from './lib/env';
import { measureLoad, round } from './lib/load';
import { startApi, type ApiLauncher } from './lib/processes';
import { HIGH_RATE_LIMIT, quoteBody, seedCompany, seedQuote } from './lib/seed';

/** Seeds, loads the API with the mix and samples its RSS. */
async function measureMemory(launcher: ApiLauncher) {
  const api = await startApi({ launcher, env: { RATE_LIMIT_PER_MINUTE: HIGH_RATE_LIMIT } });
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
    'list quotes, list products): as `npm run api` runs it (server/run.mjs: one esbuild bundle on plain node), and through tsx.',
  async run() {
    const bundled = await measureMemory('npm run api');
    const tsx = await measureMemory('tsx');
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
        { name: 'mixed load, npm run api (bundled)', load: bundled.load },
        { name: 'mixed load, tsx server/main.ts', load: tsx.load },
      ],
      targets: [target('npm run api', bundled), target('tsx server/main.ts (for comparison)', tsx)],
      details: {
        tsx: { rss_idle_mb: tsx.idleMb, rss_peak_mb: tsx.peakMb, rss_after_mb: tsx.afterMb },
        bundled: { rss_idle_mb: bundled.idleMb, rss_peak_mb: bundled.peakMb, rss_after_mb: bundled.afterMb },
      },
    };
  },
};
