import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDashboardRequest } from '@/server/metrics/dashboard-requests';
import { serveMetrics, type MetricsServer } from '@/server/metrics/serve';

// The dashboard's server (server/dashboard-main.ts) wraps Next.js's request handler in countDashboardRequest and
// serves the metrics with serveMetrics. Next.js needs a production build to start, so here the same two pieces wrap
// a small handler that answers as pages, API routes and assets do.
let site: http.Server;
let siteUrl: string;
let metrics: MetricsServer;

beforeAll(async () => {
  site = http.createServer((request, response) => {
    countDashboardRequest(request, response);
    const status = request.url!.startsWith('/api/quotes/missing') ? 404 : request.url === '/boom' ? 500 : 200;
    setTimeout(() => response.writeHead(status).end('ok'), 5);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  metrics = await serveMetrics({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await metrics?.close();
  await new Promise((resolve) => site?.close(resolve));
});

describe("the dashboard server's GET /metrics", () => {
  it('counts requests by kind of path and status class, never by URL', async () => {
    for (const path of ['/quotes/qt_123?tab=items', '/api/quotes/qt_456', '/api/quotes/missing', '/_next/static/a.js'])
      expect((await fetch(`${siteUrl}${path}`)).status).toBeLessThan(500);
    expect((await fetch(`${siteUrl}/boom`)).status).toBe(500);

    const response = await fetch(metrics.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    const count = (labels: string) =>
      Number(new RegExp(`^loadout_http_requests_total\\{${labels}\\} (\\d+)$`, 'm').exec(text)?.[1]);
    expect(count('method="GET",route="page",status_class="2xx"')).toBe(1);
    expect(count('method="GET",route="page",status_class="5xx"')).toBe(1);
    expect(count('method="GET",route="/api/\\*",status_class="2xx"')).toBe(1);
    expect(count('method="GET",route="/api/\\*",status_class="4xx"')).toBe(1);
    expect(count('method="GET",route="/_next/static/\\*",status_class="2xx"')).toBe(1);
    expect(text).toMatch(/^loadout_http_request_duration_seconds_count\{method="GET",route="page"\} 2$/m);
    expect(text).not.toMatch(/qt_123|qt_456|tab=items/);
    // prom-client's process metrics, the event-loop lag among them.
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('answers 404 elsewhere than GET /metrics', async () => {
    const other = await fetch(metrics.url.replace('/metrics', '/'));
    expect(other.status).toBe(404);
    expect(await other.text()).toContain('GET /metrics');
  });
});
