import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { openDatabase } from '@/server/db/client';
import { exportsTable } from '@/server/db/schema';
import { exportRunJob } from '@/server/exports/jobs';
import { inventoryExport } from '@/server/exports/kinds/inventory';
import { csvLine } from '@/server/exports/csv';

// One measured run of the export benchmark, in a process of its own so that its peak memory is its own:
// `export-child.ts <csv|xlsx|baseline> <database url> <company id> <directory>`. Prints one JSON line.
// baseline: the same rows read with bare pg into memory, the CSV built as one string and written at once.

const [mode, url, companyId, dir] = process.argv.slice(2) as [string, string, string, string];
const MB = 1024 * 1024;

let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const usage = process.memoryUsage();
  peakRss = Math.max(peakRss, usage.rss);
  peakHeap = Math.max(peakHeap, usage.heapUsed + usage.external + usage.arrayBuffers);
};

global.gc?.();
sample();
const idleRss = peakRss;
const timer = setInterval(sample, 5);
const started = performance.now();
let rows = 0;
let bytes = 0;

if (mode === 'baseline') {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result = await client.query(
    'select * from assets where company_id = $1 and livemode order by created_at desc, id desc',
    [companyId],
  );
  sample();
  const headers = inventoryExport.columns.map((column) => column.header);
  const lines = [csvLine(headers)];
  for (const row of result.rows) {
    lines.push(
      csvLine([
        row.serial_number,
        row.device_type,
        row.model,
        row.description,
        row.country,
        row.status,
        row.employee_name,
        row.employee_email,
        row.condition,
        row.cost === null ? null : Number(row.cost),
        row.currency,
        row.source,
        row.created_at.toISOString(),
        row.updated_at.toISOString(),
        row.id,
      ]),
    );
  }
  sample();
  const text = lines.join('');
  sample();
  const file = path.join(dir, 'baseline.csv');
  fs.writeFileSync(file, text);
  rows = result.rows.length;
  bytes = fs.statSync(file).size;
  await client.end();
} else {
  const database = await openDatabase({ url, dataDir: dir, poolSize: 2 });
  const [row] = await database.db
    .insert(exportsTable)
    .values({
      companyId,
      livemode: true,
      kind: 'inventory',
      format: mode as 'csv' | 'xlsx',
      filters: {},
      requestedBy: { type: 'api_key', email: null, name: null, role: null, api_key_id: null },
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await exportRunJob.handle(
    { exportId: row!.id, companyId, livemode: true },
    {
      db: database.db,
      log: pino({ level: 'silent' }),
      jobId: row!.id,
      attempt: 1,
      signal: new AbortController().signal,
      deps: { exports: { dir, pageUrl: 'http://127.0.0.1:3000/exports' } },
    },
  );
  const [done] = await database.db.select().from(exportsTable).where(eq(exportsTable.id, row!.id));
  if (done?.status !== 'succeeded') throw new Error(`export ${done?.status}: ${done?.error}`);
  rows = done.rowCount ?? 0;
  bytes = done.fileBytes ?? 0;
  await database.close();
}

const elapsedMs = performance.now() - started;
sample();
clearInterval(timer);
console.log(
  JSON.stringify({
    mode,
    rows,
    bytes,
    elapsed_ms: Math.round(elapsedMs),
    idle_rss_mb: Math.round((idleRss / MB) * 10) / 10,
    peak_rss_mb: Math.round((peakRss / MB) * 10) / 10,
    peak_heap_mb: Math.round((peakHeap / MB) * 10) / 10,
  }),
);
