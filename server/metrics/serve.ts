import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { collectProcessMetrics, registry } from '../core/metrics';

export type MetricsServer = { url: string; close(): Promise<void> };

/**
 * Serves GET /metrics in Prometheus's text format on a listener of its own (METRICS_PORT), apart from the API's
 * port: no API key, rate limit or request log applies, and the address can stay private while the API is public.
 * `extra` holds the gauges of this process's other sources (e.g. databaseGauges).
 */
export async function serveMetrics(options: {
  port: number;
  host: string;
  extra?: Registry[];
}): Promise<MetricsServer> {
  collectProcessMetrics();
  const merged = Registry.merge([registry, ...(options.extra ?? [])]);
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at GET /metrics\n');
      return;
    }
    merged.metrics().then(
      (text) => response.writeHead(200, { 'content-type': merged.contentType }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`Could not collect the metrics: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
