import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from '../../support/database';
import { createCompanyWithKey, createFreeformQuote, type CompanyWithKey } from '../../support/fixtures';
import { startReceiver, type Receiver } from '../../support/receiver';
import { newOperatorToken, sendRequest, type TestServer } from '../../support/server';
import { freePorts } from '../../support/child-processes';

// The API and a separate worker as `npm run api` and `npm run worker` start them, on PostgreSQL and Redis, each
// serving GET /metrics on METRICS_PORT, scraped by Debian's Prometheus (tests/support/prepare-machine.ts installs it).
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const SCRAPE_INTERVAL = '1s';

let database: TestDatabase;
let directory: string;
const children: ChildProcess[] = [];
let api: TestServer;
let apiMetrics: string;
let workerMetrics: string;
let prometheusUrl: string;
let acme: CompanyWithKey;
let receiver: Receiver;

beforeAll(async () => {
  database = await createTestDatabase({ adminUrl: POSTGRES_URL });
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-metrics-'));
  const [apiPort, apiMetricsPort, workerMetricsPort, prometheusPort] = await freePorts(4);
  const operatorToken = newOperatorToken();
  receiver = await startReceiver();
  const env = {
    DATABASE_URL: database.url!,
    REDIS_URL,
    DATA_DIR: database.dataDir,
    LOG_LEVEL: 'error',
    // The API seals the webhook's secret and the worker opens it: one key for both.
    WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64'),
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
  };
  spawnChild('server/main.ts', {
    ...env,
    PORT: String(apiPort),
    OPERATOR_TOKEN: operatorToken,
    WORKER_IN_PROCESS: 'false',
    METRICS_PORT: String(apiMetricsPort),
  });
  spawnChild('server/worker-main.ts', { ...env, METRICS_PORT: String(workerMetricsPort) });
  apiMetrics = `http://127.0.0.1:${apiMetricsPort}/metrics`;
  workerMetrics = `http://127.0.0.1:${workerMetricsPort}/metrics`;
  await Promise.all([waitUntilAnswering(apiMetrics), waitUntilAnswering(workerMetrics)]);
  const url = `http://127.0.0.1:${apiPort}`;
  api = {
    url,
    operatorToken,
    request: (method, route, options) => sendRequest(url, method, route, options),
  } as TestServer;
  acme = await createCompanyWithKey(api);

  const config = path.join(directory, 'prometheus.yml');
  fs.writeFileSync(
    config,
    [
      'global:',
      `  scrape_interval: ${SCRAPE_INTERVAL}`,
      `  evaluation_interval: ${SCRAPE_INTERVAL}`,
      'rule_files:',
      `  - ${path.resolve('docs/alerts.yml')}`,
      'scrape_configs:',
      '  - job_name: loadout-api',
      '    static_configs:',
      `      - targets: ['127.0.0.1:${apiMetricsPort}']`,
      '  - job_name: loadout-worker',
      '    static_configs:',
      `      - targets: ['127.0.0.1:${workerMetricsPort}']`,
      '',
    ].join('\n'),
  );
  prometheusUrl = `http://127.0.0.1:${prometheusPort}`;
  const prometheus = spawn(
    'prometheus',
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(directory, 'data')}`,
      `--web.listen-address=127.0.0.1:${prometheusPort}`,
      '--log.level=error',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  children.push(prometheus);
  await waitUntilAnswering(`${prometheusUrl}/-/ready`);
}, 60_000);

afterAll(async () => {
  await Promise.all(children.map(stopChild));
  await database?.drop();
  await receiver?.close();
  if (directory) fs.rmSync(directory, { recursive: true, force: true });
});

describe('GET /metrics scraped by Prometheus', () => {
  it('answers PromQL about the requests just made to the API and the jobs the worker ran', async () => {
    const endpoint = await api.request('POST', '/api/v1/webhooks', {
      token: acme.key,
      body: { url: `${receiver.url}/hook`, events: ['*'] },
    });
    expect(endpoint.status, endpoint.text).toBe(201);
    for (let i = 0; i < 3; i++)
      expect((await api.request('GET', '/api/v1/quotes', { token: acme.key })).status).toBe(200);
    expect((await api.request('GET', '/api/v1/quotes/qt_nope', { token: acme.key })).status).toBe(404);
    await createFreeformQuote(api, acme);

    expect(
      await poll('sum(loadout_http_requests_total{job="loadout-api", route="/api/v1/quotes", method="GET"})'),
    ).toBe(3);
    expect(await poll('sum(loadout_http_requests_total{route="/api/v1/quotes/:id", status_class="4xx"})')).toBe(1);
    expect(
      await poll('sum(loadout_http_requests_total{route="/api/v1/quotes", method="POST", status_class="2xx"})'),
    ).toBe(1);
    // The new quote's webhook delivery, e-mails and tracker task are jobs that the separate worker ran.
    await receiver.waitFor((received) => received.length > 0);
    expect(
      await poll('sum(loadout_webhook_attempts_total{job="loadout-worker", outcome="succeeded"})'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await poll('sum(loadout_webhook_attempt_duration_seconds_count{job="loadout-worker"})'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await poll('sum(loadout_job_duration_seconds_count{job="loadout-worker", outcome="succeeded"})'),
    ).toBeGreaterThan(0);
    expect(await poll('sum(up{job=~"loadout-.*"})')).toBe(2);
    expect(await poll('max(loadout_db_pool_connections{job="loadout-api", state="max"})')).toBe(10);
    expect(await poll('count(nodejs_eventloop_lag_seconds{job="loadout-worker"})')).toBe(1);
  }, 60_000);

  it('labels requests by route pattern, never by URL or company', async () => {
    const text = await (await fetch(apiMetrics)).text();
    expect(text).toContain(
      'loadout_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/v1/quotes"}',
    );
    expect(text).not.toContain('qt_nope');
    expect(text).not.toContain(acme.companyId);
    // The request log's buffer (REQUEST_LOG is on by default).
    expect(text).toMatch(/^loadout_request_log_pending_entries \d+$/m);
    expect(text).toMatch(/^loadout_request_log_dropped_entries_total 0$/m);
  });

  it('counts the queue by job type and state, read from the database at scrape time', async () => {
    const text = await (await fetch(workerMetrics)).text();
    expect(text).toMatch(/^loadout_jobs\{type="[\w.-]+",state="(due|scheduled|running)"\} \d+$/m);
    expect(text).toContain('# TYPE loadout_outbox_messages gauge');
  });

  it('loads the alerting rules (docs/alerts.yml), which promtool accepts', async () => {
    const check = spawnSync('promtool', ['check', 'rules', 'docs/alerts.yml'], { encoding: 'utf8' });
    expect(check.stdout + check.stderr).toContain('SUCCESS');
    expect(check.status).toBe(0);
    const rules = (await (await fetch(`${prometheusUrl}/api/v1/rules`)).json()) as {
      data: { groups: { rules: { name: string; health: string }[] }[] };
    };
    const loaded = rules.data.groups.flatMap((group) => group.rules);
    expect(loaded.length).toBeGreaterThanOrEqual(10);
    await expect
      .poll(
        async () => {
          const now = (await (await fetch(`${prometheusUrl}/api/v1/rules`)).json()) as typeof rules;
          return now.data.groups
            .flatMap((group) => group.rules)
            .filter((rule) => rule.health !== 'ok')
            .map((rule) => rule.name);
        },
        { timeout: 10_000 },
      )
      .toEqual([]);
  });
});

/** The value of an instant PromQL query once Prometheus has scraped what it asks about (null until then). */
async function poll(query: string): Promise<number | null> {
  let value: number | null = null;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(query)}`);
        const body = (await response.json()) as { data: { result: { value: [number, string] }[] } };
        value = body.data.result[0] ? Number(body.data.result[0].value[1]) : null;
        return value;
      },
      { timeout: 20_000, interval: 500 },
    )
    .not.toBeNull();
  return value;
}

function spawnChild(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function waitUntilAnswering(url: string) {
  const deadline = Date.now() + 45_000;
  while (
    !(await fetch(url).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${url} does not answer 45 s after its process started`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
