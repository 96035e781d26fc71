import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult } from './load';

export type Target = { name: string; target: string; actual: string; met: boolean };
export type Row = { name: string; load?: LoadResult; notes?: string };
export type BenchResult = {
  name: string;
  description: string;
  rows: Row[];
  targets: Target[];
  details?: Record<string, unknown>;
};

const RESULTS_DIR = path.resolve('bench/results');

export function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpu_model: cpus[0]?.model ?? 'unknown',
    memory_gb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** Writes bench/results/<name>.json (via a .tmp file, so a half-written result never replaces the last one). */
export function writeResult(result: BenchResult, settings: Record<string, unknown>) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${result.name}.json`);
  const json = { ...result, measured_at: new Date().toISOString(), machine: machine(), settings };
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(json, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
  return file;
}

/** Markdown tables (as in docs/benchmarks.md): one row per measured load, then the targets. */
export function formatResults(results: BenchResult[]) {
  const lines = [
    '| benchmark | run | req/s | p50 ms | p90 ms | p99 ms | non-2xx | errors | server CPU ms/req |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const result of results) {
    for (const row of result.rows) {
      const load = row.load;
      lines.push(
        load
          ? `| ${result.name} | ${row.name} | ${load.requests_per_sec} | ${load.latency_ms.p50} | ${load.latency_ms.p90} | ${load.latency_ms.p99} | ${load.non_2xx} | ${load.errors} | ${load.server_cpu_ms_per_request ?? ''} |`
          : `| ${result.name} | ${row.name} | ${row.notes ?? ''} | | | | | | |`,
      );
    }
  }
  lines.push('', '| benchmark | target | measured | met |', '|---|---|---|---|');
  for (const result of results) {
    for (const target of result.targets)
      lines.push(
        `| ${result.name} | ${target.name}: ${target.target} | ${target.actual} | ${target.met ? 'yes' : '**no**'} |`,
      );
  }
  return lines.join('\n');
}
