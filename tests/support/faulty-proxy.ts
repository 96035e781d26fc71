import http from 'node:http';

export type ProxiedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  upstreamStatus: number;
  upstreamHeaders: Headers;
};

/** After forwarding a request: pass the answer on, answer 502 instead, or destroy the connection without an answer. */
export type Fault = 'pass' | '502' | 'destroy';

export type FaultyProxy = {
  url: string;
  requests: ProxiedRequest[];
  /** Decides, for each request forwarded, what the client gets. */
  fault: (request: ProxiedRequest, index: number) => Fault;
  close(): Promise<void>;
};

/**
 * A loopback HTTP proxy between a client and the API that forwards every request, so that the API really handles
 * it, and then may lose the answer on the way back, as a flaky network or load balancer would.
 */
export async function startFaultyProxy(upstream: string): Promise<FaultyProxy> {
  const proxy: FaultyProxy = {
    url: '',
    requests: [],
    fault: () => 'pass',
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', async () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
      ) as Record<string, string>;
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const answer = await fetch(`${upstream}${request.url}`, { method: request.method, headers, body });
      const text = await answer.text();
      const entry: ProxiedRequest = {
        method: request.method!,
        path: request.url!,
        headers: request.headers,
        upstreamStatus: answer.status,
        upstreamHeaders: answer.headers,
      };
      proxy.requests.push(entry);
      const fault = proxy.fault(entry, proxy.requests.length - 1);
      if (fault === 'destroy') return request.socket.destroy();
      if (fault === '502') {
        response.writeHead(502, { 'content-type': 'text/plain' });
        return response.end('Bad Gateway');
      }
      const passed: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive'].includes(name))
          passed[name] = value;
      });
      response.writeHead(answer.status, passed);
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  proxy.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return proxy;
}
