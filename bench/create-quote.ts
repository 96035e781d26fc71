import type { Benchmark } from './lib/benchmark';
import { percent } from './lib/benchmark';
import { BENCH } from './lib/env';
import { measureLoad, medianRun, round, type LoadResult } from './lib/load';
import { waitUntilQuiet } from './lib/lock-waits';
import { startApi, startPgCreateQuoteServer, type BenchApi } from './lib/processes';
import { HIGH_RATE_LIMIT, quoteBody, seedCompany, type Seeded } from './lib/seed';

// POST quote against what it must cost: the same API with its audit log off (BENCHMARK_AUDIT_LOG_OFF, benchmark only),
// and bare Fastify + pg writing the same rows one transaction per request. The audit log's off and on runs alternate
// (BENCH_CREATE_QUOTE_PAIRS pairs, each side first in turn), each side's median counts, and each run starts once what
// the previous ones left (their jobs, the events to seal) is worked off: without that wait the run after an audited one
// paid for its seals and jobs, and the ratio swung from 80% to 130% between runs of the same code. The floors write on a
// database of their own, whose API is stopped once it has seeded it: on the audited API's, its worker then spent the
// on runs working off the floors' thousands of jobs and events (the on runs lost a third of their throughput to it).
// (The old target, 15% of a hello world, compared a transaction that must reach the disk with one that does nothing.)

export const createQuote: Benchmark = {
  name: 'create-quote',
  description:
    'POST /api/v1/quotes with 3 catalog items × 2 recipients (one transaction: quote, items, recipients, event, integration messages, jobs, audit event), PostgreSQL; ' +
    'worker in-process; audit log on vs off (alternating pairs, medians, each run once the previous ones are worked off), and bare Fastify + pg writing the same rows, per request and grouped into shared transactions.',
  async run() {
    const env = { RATE_LIMIT_PER_MINUTE: HIGH_RATE_LIMIT };
    const apiOn = await startApi({ env });
    const apiOff = await startApi({ env: { ...env, BENCHMARK_AUDIT_LOG_OFF: 'true' } });
    const floorDatabase = await startApi({ env });
    try {
      const seededOn = await seedCompany(apiOn);
      const seededOff = await seedCompany(apiOff);
      const seededFloor = await seedCompany(floorDatabase);
      await floorDatabase.stopProcess();
      // What one run left (its jobs, its events to seal) is worked off before the next starts.
      const quiet = () => Promise.all([apiOn, apiOff].map((api) => waitUntilQuiet(api.database.url!)));
      const floors: { name: string; load: LoadResult }[] = [];
      for (const groupCommit of [false, true]) {
        const floor = await startPgCreateQuoteServer(floorDatabase.database.url!, seededFloor.companyId, groupCommit);
        try {
          await quiet();
          const load = await measureLoad(
            { url: `${floor.url}/quotes`, method: 'POST', body: quoteBody(seededFloor) },
            { server: floor },
          );
          floors.push({
            name: `Fastify + pg, same rows, no ORM/auth/validation/worker, ${groupCommit ? 'requests grouped per transaction' : 'one transaction per request'}`,
            load,
          });
        } finally {
          await floor.stop();
        }
      }
      const post = (api: BenchApi, seeded: Seeded) => async () => {
        await quiet();
        return measureLoad(
          {
            url: `${api.url}/api/v1/quotes`,
            method: 'POST',
            headers: { authorization: `Bearer ${seeded.key}` },
            body: quoteBody(seeded),
          },
          { server: api },
        );
      };
      const sides = [
        { runs: [] as LoadResult[], run: post(apiOff, seededOff) },
        { runs: [] as LoadResult[], run: post(apiOn, seededOn) },
      ];
      for (let round = 0; round < BENCH.createQuotePairs; round += 1) {
        // Each side goes first in every other pair.
        for (let turn = 0; turn < sides.length; turn += 1) {
          const side = sides[(round + turn) % sides.length]!;
          side.runs.push(await side.run());
        }
      }
      const [off, on] = sides.map((side) => side.runs) as [LoadResult[], LoadResult[]];
      const audited = medianRun(on);
      const unaudited = medianRun(off);
      const bare = floors[0]!.load;
      const toOff = audited.requests_per_sec / Math.max(unaudited.requests_per_sec, 0.1);
      const toBare = audited.requests_per_sec / Math.max(bare.requests_per_sec, 0.1);
      const clean = [...on, ...off].every((run) => run.non_2xx === 0 && run.errors === 0);
      return {
        name: this.name,
        description: this.description,
        rows: [
          ...floors,
          { name: 'POST /api/v1/quotes, audit log off (median)', load: unaudited },
          { name: 'POST /api/v1/quotes, audit log on (median)', load: audited },
        ],
        targets: [
          {
            name: 'audit on vs off, req/s',
            target: '≥ 95%',
            actual: percent(audited.requests_per_sec, unaudited.requests_per_sec),
            met: toOff >= 0.95 && clean,
          },
          {
            name: 'audit on vs bare pg (one transaction per request), req/s',
            target: '≥ 90%',
            actual: percent(audited.requests_per_sec, bare.requests_per_sec),
            met: toBare >= 0.9 && clean,
          },
        ],
        details: {
          ratio_audit_on_to_off: round(toOff, 3),
          ratio_audit_on_to_bare_pg: round(toBare, 3),
          pairs_req_per_sec: on.map((run, index) => ({ off: off[index]!.requests_per_sec, on: run.requests_per_sec })),
        },
      };
    } finally {
      await apiOn.stop();
      await apiOff.stop();
      await floorDatabase.stop();
    }
  },
};
