import type { Benchmark } from './lib/benchmark';
import { percent } from './lib/benchmark';
import { measureLoad } from './lib/load';
import { startApi } from './lib/processes';
import { HIGH_RATE_LIMIT, quoteBody, seedCompany } from './lib/seed';

export const createQuote: Benchmark = {
  name: 'create-quote',
  description:
    'POST /api/v1/quotes with 3 catalog items × 2 recipients (one transaction: quote, items, recipients, event, integration messages, jobs), PostgreSQL, worker in-process.',
  async run(context) {
    const ceiling = await context.ceiling();
    const api = await startApi({ env: { RATE_LIMIT_PER_MINUTE: HIGH_RATE_LIMIT } });
    try {
      const seeded = await seedCompany(api);
      const load = await measureLoad({ url: `${api.url}/api/v1/quotes`, method: 'POST', headers: { authorization: `Bearer ${seeded.key}` }, body: quoteBody(seeded) }, { server: api });
      const ratio = load.requests_per_sec / ceiling.requests_per_sec;
      return {
        name: this.name,
        description: this.description,
        rows: [{ name: 'ceiling', load: ceiling }, { name: 'POST /api/v1/quotes', load }],
        targets: [{ name: 'req/s vs ceiling', target: '≥ 15%', actual: percent(load.requests_per_sec, ceiling.requests_per_sec), met: ratio >= 0.15 && load.non_2xx === 0 }],
        details: { ratio_to_ceiling: Number(ratio.toFixed(3)) },
      };
    } finally {
      await api.stop();
    }
  },
};
