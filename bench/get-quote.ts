import type { Benchmark } from './lib/benchmark';
import { percent } from './lib/benchmark';
import { measureLoad } from './lib/load';
import { startApi, startPgCeilingServer } from './lib/processes';
import { HIGH_RATE_LIMIT, seedCompany, seedQuote } from './lib/seed';

/** GET one quote over a started API: authentication, rate limit, 4 queries and the response schema. */
export function getQuoteBenchmark(options: { name: string; embedded: boolean; description: string }): Benchmark {
  return {
    name: options.name,
    description: options.description,
    async run(context) {
      const ceiling = await context.ceiling();
      const api = await startApi({ embedded: options.embedded, env: { RATE_LIMIT_PER_MINUTE: HIGH_RATE_LIMIT } });
      try {
        const seeded = await seedCompany(api);
        const quoteId = await seedQuote(api, seeded);
        const rows = [{ name: 'ceiling', load: ceiling }];
        if (!options.embedded) {
          const pgCeiling = await startPgCeilingServer(api.database.url!, seeded.companyId, quoteId);
          try {
            rows.push({
              name: 'Fastify + pg, same 4 SELECTs, no ORM/auth/validation',
              load: await measureLoad({ url: `${pgCeiling.url}/quotes/${quoteId}` }, { server: pgCeiling }),
            });
          } finally {
            await pgCeiling.stop();
          }
        }
        const load = await measureLoad(
          { url: `${api.url}/api/v1/quotes/${quoteId}`, headers: { authorization: `Bearer ${seeded.key}` } },
          { server: api },
        );
        const ratio = load.requests_per_sec / ceiling.requests_per_sec;
        const targets = options.embedded
          ? [
              {
                name: 'req/s',
                target: '≥ 1,000',
                actual: `${load.requests_per_sec}`,
                met: load.requests_per_sec >= 1000 && load.non_2xx === 0,
              },
            ]
          : [
              {
                name: 'req/s vs ceiling',
                target: '≥ 35%',
                actual: percent(load.requests_per_sec, ceiling.requests_per_sec),
                met: ratio >= 0.35 && load.non_2xx === 0,
              },
              { name: 'p99', target: '≤ 25 ms', actual: `${load.latency_ms.p99} ms`, met: load.latency_ms.p99 <= 25 },
            ];
        return {
          name: options.name,
          description: options.description,
          rows: [...rows, { name: 'GET /api/v1/quotes/:id', load }],
          targets,
          details: { ratio_to_ceiling: Number(ratio.toFixed(3)) },
        };
      } finally {
        await api.stop();
      }
    },
  };
}

export const getQuote = getQuoteBenchmark({
  name: 'get-quote',
  embedded: false,
  description:
    'GET /api/v1/quotes/:id (3 items × 2 alternatives × 2 recipients), live key, rate limit on (budget high), PostgreSQL, API as `npm run api` starts it.',
});

export const pgliteGetQuote = getQuoteBenchmark({
  name: 'pglite-get-quote',
  embedded: true,
  description: 'The same GET /api/v1/quotes/:id on the embedded PGlite database (no DATABASE_URL).',
});
