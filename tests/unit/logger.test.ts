import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '@/server/log-redaction';
import { LOGGER_OPTIONS } from '@/server/logger';

/** Logs one line with the server's options and returns it parsed. */
async function logged(write: (logger: pino.Logger) => void): Promise<Record<string, unknown>> {
  const stream = new PassThrough();
  const line = new Promise<string>((resolve) => stream.once('data', (chunk) => resolve(String(chunk))));
  write(pino({ ...LOGGER_OPTIONS, level: 'info' }, stream));
  return JSON.parse(await line);
}

describe('logger redaction', () => {
  it('censors credentials in logged request headers, in headers logged on their own and in error properties', async () => {
    const secret = 'lo_live_SECRETSECRETSECRETSECRETSECRET';
    const line = await logged((logger) => {
      const error = Object.assign(new Error('signing failed'), { key: secret, secret, token: secret, status: 502 });
      logger.error(
        {
          req: {
            method: 'GET',
            url: '/x',
            headers: { authorization: `Bearer ${secret}`, cookie: secret, accept: 'application/json' },
          },
          headers: { authorization: `Bearer ${secret}`, cookie: secret, 'user-agent': 'curl' },
          err: error,
        },
        'failed',
      );
    });
    expect(JSON.stringify(line)).not.toContain('SECRETSECRET');
    // The request's headers are not logged at all.
    expect(line.req).toEqual({ method: 'GET', url: '/x' });
    expect(line).toMatchObject({
      level: 'error',
      message: 'failed',
      req: { method: 'GET', url: '/x' },
      headers: { authorization: '[redacted]', cookie: '[redacted]', 'user-agent': 'curl' },
      err: { message: 'signing failed', key: '[redacted]', secret: '[redacted]', token: '[redacted]', status: 502 },
    });
  });

  it('leaves bindings and other fields as they are', async () => {
    const line = await logged((logger) => {
      const child = logger.child({ request_id: 'r1' });
      child.setBindings({ company_id: 'c1', api_key_id: 'k1' });
      child.info({ res: { statusCode: 200 }, responseTime: 1.5 }, 'request completed');
    });
    expect(line).toMatchObject({
      request_id: 'r1',
      company_id: 'c1',
      api_key_id: 'k1',
      res: { statusCode: 200 },
      responseTime: 1.5,
    });
  });
});

describe('redactSecrets', () => {
  it.each([
    ['/hook?api_key=abc&limit=5', '/hook?api_key=[REDACTED]&limit=5'],
    [
      'https://x.example/p?apiKey=abc&access_token=t&client_secret=s&X-Amz-Signature=z#f',
      'https://x.example/p?apiKey=[REDACTED]&access_token=[REDACTED]&client_secret=[REDACTED]&X-Amz-Signature=[REDACTED]#f',
    ],
    ['connect https://ops:hunter2@hooks.example/in failed', 'connect https://[REDACTED]@hooks.example/in failed'],
    ['key lo_live_abcdefghijklmnop and secret whsec_QUJDREVGR0hJSktM', 'key [REDACTED] and secret [REDACTED]'],
    ['/assets?search=monitor&sort=-created_at', '/assets?search=monitor&sort=-created_at'],
  ])('%s', (input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });
});
