import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@/server/db/client';
import { defineJob } from '@/server/jobs/define';
import { enqueueJob } from '@/server/jobs/queue';
import { recordEvent } from '@/server/webhooks/events';

/**
 * A job type for tests of the queue itself: it reports each run to an HTTP receiver started by the test,
 * so the test sees every run from outside the process (which it may kill).
 */
export const probeJob = defineJob({
  type: 'test.probe',
  payload: z.object({
    n: z.number().int(),
    url: z.url(),
    delayMs: z.number().int().default(0),
    failTimes: z.number().int().default(0),
  }),
  maxAttempts: 5,
  timeoutMs: 2_000,
  retryDelayMs: (attempt) => 200 * attempt,
  async handle(payload, { attempt, jobId, signal }) {
    if (payload.delayMs) await new Promise((resolve) => setTimeout(resolve, payload.delayMs));
    const response = await fetch(payload.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ n: payload.n, attempt, job_id: jobId }),
      signal,
    });
    if (!response.ok) throw new Error(`receiver answered ${response.status}`);
    if (attempt <= payload.failTimes) throw new Error(`failing on purpose, attempt ${attempt}`);
  },
});

/**
 * Test-only routes: `POST /__test/probe-jobs {count, url, delay_ms}` enqueues `count` probe jobs in one transaction;
 * `POST /__test/events {company_id, count}` records `count` domain events the way services do.
 */
export function addProbeRoute(app: FastifyInstance, database: Database) {
  app.post('/__test/events', async (request, reply) => {
    const body = z.object({ company_id: z.uuid(), count: z.number().int() }).parse(request.body);
    for (let n = 0; n < body.count; n++) {
      await database.db.transaction((tx) =>
        recordEvent(tx, { kind: 'company', companyId: body.company_id, livemode: true }, 'logistics.completed', { n }),
      );
    }
    return reply.code(202).send({ recorded: body.count });
  });

  app.post('/__test/probe-jobs', async (request, reply) => {
    const body = z
      .object({ count: z.number().int(), url: z.url(), delay_ms: z.number().int().default(0) })
      .parse(request.body);
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < body.count; n++)
        await enqueueJob(tx, probeJob, { n, url: body.url, delayMs: body.delay_ms, failTimes: 0 });
    });
    return reply.code(202).send({ enqueued: body.count });
  });
}
