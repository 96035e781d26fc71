import type { Benchmark } from './lib/benchmark';
import { percent } from './lib/benchmark';
import { BENCH } from './lib/env';
import { measureLoad, medianRun, round, type LoadTarget } from './lib/load';
import { sampleLockWaits, waitUntilQuiet } from './lib/lock-waits';
import { startApi, type BenchApi } from './lib/processes';
import { HIGH_RATE_LIMIT, quoteBody, seedAnotherCompany, seedCompany, type Seeded } from './lib/seed';

// 32 concurrent writers of ONE company against 32 writers spread over 32 companies, same connections, same requests:
// with the audit chain sealed after the fact (server/audit/seal.ts) nothing but the rows a request touches should
// make one company's writers queue, so the one-company run should keep up with the spread one. Two writes: POST quote
// (whose number comes from one counter row for all companies, so both runs queue on that row alike) and POST budget
// (a new row of its own and nothing shared: the write where a per-company lock would show). pg_stat_activity is
// sampled during each run to show what writers waited on, and that none waited on audit_chain_heads.
// The two runs alternate in BENCH_AUDIT_CONCURRENCY_PAIRS pairs (one company first in the first pair, spread first in
// the next, …) and each side's median counts: the first run of a write also warms its code up, and the database grows
// with every run.

const COMPANIES = 32;

type Request = NonNullable<LoadTarget['requests']>[number];
/** A write, sent for the company `pick` names at each request. */
type Workload = { name: string; request(pick: () => Seeded): Request };

const auth = (seeded: Seeded) => ({ authorization: `Bearer ${seeded.key}` });
let budgets = 0;
const WORKLOADS: Workload[] = [
  {
    name: 'POST /api/v1/quotes',
    request: (pick) => ({
      method: 'POST',
      path: '/api/v1/quotes',
      next: () => {
        const seeded = pick();
        return { headers: auth(seeded), body: quoteBody(seeded) };
      },
    }),
  },
  {
    name: 'POST /api/v1/budgets',
    request: (pick) => ({
      method: 'POST',
      path: '/api/v1/budgets',
      // A department of its own each time: a budget is unique per department and period.
      next: () => ({
        headers: auth(pick()),
        body: { department: `Bench ${(budgets += 1)}`, period: 'month', amount: 1000 },
      }),
    }),
  },
];

async function sampled(api: BenchApi, requests: Request[]) {
  await waitUntilQuiet(api.database.url!);
  const sampler = await sampleLockWaits(api.database.url!);
  const load = await measureLoad({ url: api.url, requests }, { server: api }).finally(() => sampler.stop());
  return { load, waits: await sampler.stop() };
}

export const auditConcurrency: Benchmark = {
  name: 'audit-concurrency',
  description: `POST quote and POST budget by ${BENCH.connections} connections: all for one company vs spread over ${COMPANIES} companies (each request sent is for the next company in turn), ${BENCH.auditConcurrencyPairs} alternating pairs of runs, medians, audit log on, PostgreSQL, worker in-process; pg_stat_activity sampled every 50 ms for what writers wait on.`,
  async run() {
    const api = await startApi({ env: { RATE_LIMIT_PER_MINUTE: HIGH_RATE_LIMIT } });
    try {
      const first = await seedCompany(api);
      let seededCount = 1;
      const newCompany = () => seedAnotherCompany(api, first, `Bench Co ${(seededCount += 1)}`);
      const rows = [];
      const targets = [];
      const details: Record<string, unknown> = {};
      let onHeads = 0;
      for (const workload of WORKLOADS) {
        // Companies of its own for each workload and each run, so that neither reads what another run left (a
        // budget's answer sums the company's quotes, say).
        const runOne = async () => {
          const alone = await newCompany();
          return sampled(api, [workload.request(() => alone)]);
        };
        const runSpread = async () => {
          const companies: Seeded[] = [];
          for (let index = 0; index < COMPANIES; index += 1) companies.push(await newCompany());
          // Each request sent, by whichever connection, is for the next company in turn.
          let turn = 0;
          return sampled(api, [workload.request(() => companies[(turn += 1) % COMPANIES]!)]);
        };
        const ones: Awaited<ReturnType<typeof sampled>>[] = [];
        const spreads: typeof ones = [];
        for (let pair = 0; pair < BENCH.auditConcurrencyPairs; pair += 1) {
          if (pair % 2 === 0) {
            ones.push(await runOne());
            spreads.push(await runSpread());
          } else {
            spreads.push(await runSpread());
            ones.push(await runOne());
          }
        }
        const one = ones.find((run) => run.load === medianRun(ones.map((each) => each.load)))!;
        const spread = spreads.find((run) => run.load === medianRun(spreads.map((each) => each.load)))!;
        const ratio = one.load.requests_per_sec / Math.max(spread.load.requests_per_sec, 0.1);
        const clean = [...ones, ...spreads].every((run) => run.load.non_2xx === 0 && run.load.errors === 0);
        rows.push(
          { name: `${workload.name}, spread over ${COMPANIES} companies (median)`, load: spread.load },
          { name: `${workload.name}, one company (median)`, load: one.load },
        );
        targets.push({
          name: `${workload.name}: one company vs spread, req/s`,
          target: '≥ 90%',
          actual: percent(one.load.requests_per_sec, spread.load.requests_per_sec),
          met: ratio >= 0.9 && clean,
        });
        for (const run of [...ones, ...spreads]) onHeads += run.waits.on_audit_chain_heads;
        details[workload.name] = {
          ratio_one_company_to_spread: round(ratio, 3),
          pairs_req_per_sec: ones.map((run, index) => ({
            one_company: run.load.requests_per_sec,
            spread: spreads[index]!.load.requests_per_sec,
          })),
          waits_one_company: one.waits,
          waits_spread: spread.waits,
        };
      }
      targets.push({
        name: 'lock waits on audit_chain_heads (samples)',
        target: '0',
        actual: String(onHeads),
        met: onHeads === 0,
      });
      return { name: this.name, description: this.description, rows, targets, details };
    } finally {
      await api.stop();
    }
  },
};
