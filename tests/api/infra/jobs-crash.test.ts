import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess } from '../../support/api-process';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import { startReceiver, type Receiver } from '../../support/receiver';
import { sendRequest } from '../../support/server';

let database: TestDatabase;
let receiver: Receiver;

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await database?.drop();
});

const startApi = () => startApiProcess(database, { WORKER_CONCURRENCY: '4' });

function distinctRuns(received: Receiver['received']) {
  return new Set(received.map((entry) => entry.json.n as number));
}

describe('job queue across a crash', () => {
  it('runs every queued job after kill -9 and a restart', async () => {
    const TOTAL = 120;
    const first = await startApi();
    const enqueued = await sendRequest(first.url, 'POST', '/__test/probe-jobs', {
      body: { count: TOTAL, url: `${receiver.url}/probe`, delay_ms: 100 },
    });
    expect(enqueued.status).toBe(202);

    await receiver.waitFor((received) => received.length >= 10);
    await first.stop('SIGKILL');
    const beforeCrash = distinctRuns(receiver.received).size;
    expect(beforeCrash).toBeGreaterThanOrEqual(10);
    expect(beforeCrash).toBeLessThan(TOTAL);

    const second = await startApi();
    try {
      // Jobs that were running when the process died are taken over once their lease (timeout + 5 s) ends.
      await receiver.waitFor((received) => distinctRuns(received).size === TOTAL, 45_000);
      expect([...distinctRuns(receiver.received)].sort((a, b) => a - b)).toEqual(
        Array.from({ length: TOTAL }, (_, n) => n),
      );
    } finally {
      await second.stop();
    }
  }, 90_000);
});
