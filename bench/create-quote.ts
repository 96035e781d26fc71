import type { Benchmark } from './lib/benchmark';
import { percent } from './lib/benchmark';
import { measureLoad, type LoadResult } from './lib/load';
import { startApi, startPgCreateQuoteServer } from './lib/processes';
import { HIGH_RATE_LIMIT, quoteBody, seedCompany } from './lib/seed';

export const createQuote: Benchmark = {
  name: 'create-quote',
  description:
    'POST /api/v1/quotes with 3 catalog items × 2 recipients (one transaction: quote, items, recipients, event, integration messages, jobs), PostgreSQL, worker in-process; ' +
    'with the write floor: bare Fastify + pg writing the same rows, per request and with requests grouped into shared transactions.',
  async run(context) {
    const ceiling = await context.ceiling();
    const api = await startApi({ env: { RATE_LIMIT_PER_MINUTE: HIGH_RATE_LIMIT } });
    try {
      const seeded = await seedCompany(api);
      const body = quoteBody(seeded);
      const floors: { name: string; load: LoadResult }[] = [];
      for (const groupCommit of [false, true]) {
        const floor = await startPgCreateQuoteServer(api.database.url!, seeded.companyId, groupCommit);
        try {
          const load = await measureLoad({ url: `${floor.url}/quotes`, method: 'POST', body }, { server: floor });
          floors.push({
            name: `Fastify + pg, same rows, no ORM/auth/validation/worker, ${groupCommit ? 'requests grouped per transaction' : 'one transaction per request'}`,
            load,
          });
        } finally {
          await floor.stop();
        }
      }
      const load = await measureLoad(
        { url: `${api.url}/api/v1/quotes`, method: 'POST', headers: { authorization: `Bearer ${seeded.key}` }, body },
        { server: api },
      );
      const ratio = load.requests_per_sec / ceiling.requests_per_sec;
      return {
        name: this.name,
        description: this.description,
        rows: [{ name: 'ceiling', load: ceiling }, ...floors, { name: 'POST /api/v1/quotes', load }],
        targets: [
          {
            name: 'req/s vs ceiling',
            target: '≥ 15%',
            actual: percent(load.requests_per_sec, ceiling.requests_per_sec),
            met: ratio >= 0.15 && load.non_2xx === 0,
          },
        ],
        details: {
          ratio_to_ceiling: Number(ratio.toFixed(3)),
          write_floor_ratio_to_ceiling: Object.fromEntries(
            floors.map((floor) => [
              floor.name,
              Number((floor.load.requests_per_sec / ceiling.requests_per_sec).toFixed(3)),
            ]),
          ),
        },
      };
    } finally {
      await api.stop();
    }
  },
};
