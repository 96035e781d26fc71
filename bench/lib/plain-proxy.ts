import http from 'node:http';

// The dashboard benchmark's floor for a proxied read: a plain Node.js proxy that forwards GET /api/<path> to the API's
// /api/v1/<path> with the company key, over kept-alive connections, and pipes the answer back. No session, no role,
// no budget, no parsing: what any proxy costs on this machine.
// eslint-disable-next-line no-restricted-properties
const { PORT, API_URL, API_KEY } = process.env;
const api = new URL(API_URL!);
const agent = new http.Agent({ keepAlive: true });

http
  .createServer((request, response) => {
    const upstream = http.request(
      {
        host: api.hostname,
        port: api.port,
        path: (request.url ?? '/').replace(/^\/api\//, '/api/v1/'),
        agent,
        headers: { authorization: `Bearer ${API_KEY}` },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { 'content-type': answer.headers['content-type'] ?? '' });
        answer.pipe(response);
      },
    );
    upstream.once('error', () => response.writeHead(502).end());
    upstream.end();
  })
  .listen(Number(PORT), '127.0.0.1');
