import http from 'node:http';
import { E2E_PASSWORD, E2E_PORTS, type E2EAccount } from './stack';

// HTTP to the dashboard from a chosen loopback source address (Linux routes all of 127.0.0.0/8 to lo): each test that
// counts requests per client address uses its own, so the browser's 127.0.0.1 and the other tests are not affected.

export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; json<T = any>(): T };

export function requestFrom(
  localAddress: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: E2E_PORTS.dashboard,
        localAddress,
        path,
        method: options.method ?? 'GET',
        // Node sends a DELETE's body without a length unless told, and the server would read it as the next request.
        headers: {
          ...options.headers,
          ...(options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) }),
        },
      },
      (incoming) => {
        // A stream (the live channel, GET /api/live) never ends: its answer is its status and headers.
        if (String(incoming.headers['content-type']).startsWith('text/event-stream')) {
          incoming.destroy();
          const json = () => {
            throw new Error(`${path} answered a stream, not JSON`);
          };
          return resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text: '', json });
        }
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text, json: () => JSON.parse(text) });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const cookiesOf = (answer: Answer) => (answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!);

/**
 * Signs in with next-auth's credentials endpoint (as the sign-in form does) from `localAddress`; `headers` go on the
 * sign-in POST (e.g. X-Forwarded-For when playing the trusted proxy). Returns the answer and the session's Cookie header.
 */
export async function signInFrom(
  localAddress: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const csrf = await requestFrom(localAddress, '/api/auth/csrf', { headers });
  const { csrfToken } = csrf.json<{ csrfToken: string }>();
  const jar = cookiesOf(csrf);
  const answer = await requestFrom(localAddress, '/api/auth/callback/credentials', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', cookie: jar.join('; ') },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true' }).toString(),
  });
  return { answer, cookie: [...jar, ...cookiesOf(answer)].join('; ') };
}

/** A session of `account` (the e2e password), from `localAddress`; fails unless signing in worked. */
export async function sessionOf(account: E2EAccount, localAddress = '127.0.0.1'): Promise<string> {
  const { answer, cookie } = await signInFrom(localAddress, account.email, E2E_PASSWORD);
  if (answer.status !== 200 || !cookie.includes('session-token'))
    throw new Error(`signing in ${account.email} failed: ${answer.status} ${answer.text}`);
  return cookie;
}
