import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { startReceiver, type Receiver } from '../support/receiver';
import { sendRequest } from '../support/server';

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

/** Starts the API as a child process, exactly as in production but with the probe job type. */
async function startApiProcess(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/probe-server.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url ?? '',
      LOG_LEVEL: 'error',
      WORKER_CONCURRENCY: '4',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /LISTENING (\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`API process exited with ${code} before listening`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

function distinctRuns(received: Receiver['received']) {
  return new Set(received.map((entry) => entry.json.n as number));
}

describe('job queue across a crash', () => {
  it('runs every queued job after kill -9 and a restart', async () => {
    const TOTAL = 120;
    const first = await startApiProcess();
    const enqueued = await sendRequest(first.url, 'POST', '/__test/probe-jobs', {
      body: { count: TOTAL, url: `${receiver.url}/probe`, delay_ms: 100 },
    });
    expect(enqueued.status).toBe(202);

    await receiver.waitFor((received) => received.length >= 10);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    const beforeCrash = distinctRuns(receiver.received).size;
    expect(beforeCrash).toBeGreaterThanOrEqual(10);
    expect(beforeCrash).toBeLessThan(TOTAL);

    const second = await startApiProcess();
    try {
      // Jobs that were running when the process died are taken over once their lease (timeout + 5 s) ends.
      await receiver.waitFor((received) => distinctRuns(received).size === TOTAL, 45_000);
      expect([...distinctRuns(receiver.received)].sort((a, b) => a - b)).toEqual(Array.from({ length: TOTAL }, (_, n) => n));
    } finally {
      second.child.kill('SIGTERM');
      await new Promise((resolve) => second.child.once('exit', resolve));
    }
  }, 90_000);
});
