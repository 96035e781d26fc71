import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerLoadShedding } from '@/server/http/load-shedding';

describe('load shedding (MAX_IN_FLIGHT_REQUESTS)', () => {
  it('refuses requests past the in-flight limit with 503 in the envelope, never the probes, and admits again once one ends', async () => {
    const app = Fastify();
    registerLoadShedding(app, { maxInFlight: 2, maxEventLoopDelayMs: null });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow', async () => {
      await gate;
      return { ok: true };
    });
    app.get('/healthz', async () => ({ status: 'ok' }));
    try {
      await app.ready();
      const admitted = [app.inject('/slow'), app.inject('/slow')];
      // Let both reach the handler before the next ones arrive.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const shed = await app.inject('/slow');
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('1');
      expect(shed.json()).toEqual({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: expect.stringContaining('Retry after 1 s'),
          details: { retry_after: 1 },
        },
      });
      expect((await app.inject('/healthz')).statusCode).toBe(200);

      release();
      expect((await Promise.all(admitted)).map((response) => response.statusCode)).toEqual([200, 200]);
      expect((await app.inject('/slow')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
