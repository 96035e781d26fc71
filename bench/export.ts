import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { createTestDatabase } from '@/tests/support/database';
import type { Benchmark } from './lib/benchmark';
import { BENCH } from './lib/env';

// An export of 100,000 inventory rows through the export.run job (CSV and XLSX), each in a child process of its own
// with its memory sampled every 5 ms, against a baseline measured in the same run: the same rows read with bare pg
// into memory and written as one CSV string. The job reads pages of 1,000 rows and streams them to the file, so its
// peak memory should not grow with the number of rows; the baseline's does.

const ROWS = BENCH.exportRows;

type Run = {
  mode: string;
  rows: number;
  bytes: number;
  elapsed_ms: number;
  idle_rss_mb: number;
  peak_rss_mb: number;
  peak_heap_mb: number;
};

async function seed(url: string): Promise<string> {
  const database = await openDatabase({ url, dataDir: os.tmpdir(), poolSize: 1 });
  await migrate(database.db);
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into companies (name, created_at, updated_at) values ('Bench Exports', now(), now()) returning id`,
    );
    const companyId = rows[0]!.id;
    // Every 50th row holds text a spreadsheet would run as a formula, so the neutralising is on the measured path.
    await client.query(
      `insert into assets (company_id, livemode, serial_number, device_type, model, description, country, status,
                           employee_name, employee_email, condition, cost, currency, source, created_at, updated_at)
       select $1, true, 'SN-' || lpad(n::text, 7, '0'), 'Laptop', 'ThinkPad X1 Carbon Gen 12',
              case when n % 50 = 0 then '=HYPERLINK("http://x.example","click")' else 'Standard issue, 16 GB, 512 GB' end,
              'GB', case when n % 3 = 0 then 'in_storage' else 'in_use' end,
              case when n % 3 = 0 then null else 'Employee ' || n end,
              case when n % 3 = 0 then null else 'employee' || n || '@bench.example' end,
              'good', 1499.99, 'USD', 'added', t, t
       from (select n, timestamptz '2025-01-01T00:00:00Z' + n * interval '1 millisecond' as t
             from generate_series(1, $2::int) as n) as times`,
      [companyId, ROWS],
    );
    await client.query('analyze assets');
    return companyId;
  } finally {
    await client.end();
  }
}

function runChild(mode: string, url: string, companyId: string, dir: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'bench/lib/export-child.ts', mode, url, companyId, dir],
      { env: BENCH.inherited, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`export-child ${mode} exited with ${code}`));
      resolve(JSON.parse(output.trim().split('\n').at(-1)!) as Run);
    });
  });
}

const describeRun = (run: Run) =>
  `${run.rows.toLocaleString('en-US')} rows, ${(run.bytes / 1024 / 1024).toFixed(1)} MB file in ${(run.elapsed_ms / 1000).toFixed(1)} s; peak RSS ${run.peak_rss_mb} MB (idle ${run.idle_rss_mb}), peak heap+buffers ${run.peak_heap_mb} MB`;

export const exportBench: Benchmark = {
  name: 'export',
  description: `An export of ${ROWS.toLocaleString('en-US')} inventory rows by the export.run job (CSV, XLSX), each in its own process, against bare pg reading the same rows into memory and writing one CSV string.`,
  async run() {
    const database = await createTestDatabase({ adminUrl: BENCH.databaseUrl });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-bench-export-'));
    try {
      const companyId = await seed(database.url!);
      const baseline = await runChild('baseline', database.url!, companyId, dir);
      const csv = await runChild('csv', database.url!, companyId, dir);
      const xlsx = await runChild('xlsx', database.url!, companyId, dir);
      const growth = (run: Run) => run.peak_rss_mb - run.idle_rss_mb;
      const ratio = (run: Run) => (growth(run) / growth(baseline)).toFixed(2);
      return {
        name: this.name,
        description: this.description,
        rows: [
          { name: 'baseline: bare pg into memory, one CSV string', notes: describeRun(baseline) },
          { name: 'export.run, CSV', notes: describeRun(csv) },
          { name: 'export.run, XLSX', notes: describeRun(xlsx) },
        ],
        targets: [
          ...[csv, xlsx].map((run) => ({
            name: `${run.mode.toUpperCase()}: RSS growth while exporting ${ROWS.toLocaleString('en-US')} rows, vs the baseline's`,
            target: 'below the baseline (constant memory)',
            actual: `${growth(run).toFixed(1)} MB vs ${growth(baseline).toFixed(1)} MB (×${ratio(run)})`,
            met: run.rows === ROWS && growth(run) < growth(baseline),
          })),
        ],
        details: { baseline, csv, xlsx },
      };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await database.drop();
    }
  },
};
