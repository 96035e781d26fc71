import type { Benchmark } from './lib/benchmark';
import { percent } from './lib/benchmark';
import { BENCH } from './lib/env';
import { measureLoad, round } from './lib/load';
import { sampleLockWaits } from './lib/lock-waits';
import { startApi, type BenchApi } from './lib/processes';
import { HIGH_RATE_LIMIT, quoteBody, seedAnotherCompany, seedCompany, type Seeded } from './lib/seed';

// 32 concurrent writers of ONE company against 32 writers spread over 32 companies, same connections, same requests:
// with the audit chain sealed after the fact (server/audit/seal.ts) nothing but the rows a request touches should
// make one company's writers queue, so the one-company run should keep up with the spread one. pg_stat_activity is
// sampled during each run to show what writers waited on, and that none waited on audit_chain_heads.

const COMPANIES = 32;

function post(api: BenchApi, seeded: Seeded) {
  return {
    method: 'POST' as const,
    path: '/api/v1/quotes',
    headers: { authorization: `Bearer ${seeded.key}` },
    body: quoteBody(seeded),
  };
}

async function sampled(api: BenchApi, requests: ReturnType<typeof post>[]) {
  const sampler = await sampleLockWaits(api.database.url!);
  const load = await measureLoad({ url: api.url, requests }, { server: api }).finally(() => sampler.stop());
  const waits = await sampler.stop();
  return { load, waits };
}

export const auditConcurrency: Benchmark = {
  name: 'audit-concurrency',
  description: `POST /api/v1/quotes by ${BENCH.connections} connections: all for one company vs spread over ${COMPANIES} companies (each connection cycles through them), audit log on, PostgreSQL, worker in-process; pg_stat_activity sampled every 50 ms for what writers wait on.`,
  async run() {
    const api = await startApi({ env: { RATE_LIMIT_PER_MINUTE: HIGH_RATE_LIMIT } });
    try {
      const companies: Seeded[] = [await seedCompany(api)];
      for (let index = 1; index < COMPANIES; index += 1) {
        companies.push(await seedAnotherCompany(api, companies[0]!, `Bench Co ${index + 1}`));
      }
      const one = [post(api, companies[0]!)];
      const spread = companies.map((seeded) => post(api, seeded));
      const oneRun = await sampled(api, one);
      const spreadRun = await sampled(api, spread);
      const ratio = oneRun.load.requests_per_sec / spreadRun.load.requests_per_sec;
      const clean = [oneRun, spreadRun].every((run) => run.load.non_2xx === 0 && run.load.errors === 0);
      return {
        name: this.name,
        description: this.description,
        rows: [
          { name: `spread over ${COMPANIES} companies`, load: spreadRun.load },
          { name: 'one company', load: oneRun.load },
        ],
        targets: [
          {
            name: 'one company vs spread, req/s',
            target: '≥ 90%',
            actual: percent(oneRun.load.requests_per_sec, spreadRun.load.requests_per_sec),
            met: ratio >= 0.9 && clean,
          },
          {
            name: 'lock waits on audit_chain_heads (samples)',
            target: '0',
            actual: String(oneRun.waits.on_audit_chain_heads + spreadRun.waits.on_audit_chain_heads),
            met: oneRun.waits.on_audit_chain_heads + spreadRun.waits.on_audit_chain_heads === 0,
          },
        ],
        details: {
          ratio_one_company_to_spread: round(ratio, 3),
          waits_one_company: oneRun.waits,
          waits_spread: spreadRun.waits,
        },
      };
    } finally {
      await api.stop();
    }
  },
};
