import { SCOPES } from '@/lib/contract/access';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { ADMIN_DATABASE_URL, createTestDatabase, type TestDatabase } from '../support/database';
import { startReceiver, type Receiver } from '../support/receiver';
import { newOperatorToken, sendRequest } from '../support/server';
import { findFreePort, sendUntilAcknowledged, type Acknowledged, type Write } from './support/crash-workload';

const TOTAL_WRITES = 2_000;
const CLIENTS = 8;
const ROUNDS = 5;
/** Per company, besides the endpoint subscribed to every event (a company may have 10). */
const EXTRA_WEBHOOKS = 6;
const SEED = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);

/** mulberry32: a small seeded generator. CRASH_SEED replays a run's write mix and kill points (not its timing). */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = seededRandom(SEED);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const operatorToken = newOperatorToken();

let database: TestDatabase;
let receiver: Receiver;
let api: ApiProcess | null = null;

beforeAll(async () => {
  if (!ADMIN_DATABASE_URL) return;
  database = await createTestDatabase();
  receiver = await startReceiver();
  // A subscriber that takes a little time, so that deliveries are in flight when the API is killed.
  receiver.respond = () => new Promise((resolve) => setTimeout(() => resolve(200), Math.random() * 20));
});
afterAll(async () => {
  await api?.stop('SIGKILL');
  await receiver?.close();
  await database?.drop();
});

type Client = {
  index: number;
  companyId: string;
  token: string;
  writes: Write[];
  webhookIds: string[];
  random: () => number;
};

/** Pages through a list endpoint and returns every row. */
async function listAll(baseUrl: string, token: string, path: string): Promise<any[]> {
  const rows: any[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const response = await sendRequest(
      baseUrl,
      'GET',
      `${path}${separator}limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      { token },
    );
    expect(response.status, response.text).toBe(200);
    rows.push(...response.body.data);
    cursor = response.body.meta.next_cursor ?? null;
  } while (cursor);
  return rows;
}

function countBy<T>(rows: T[], key: (row: T) => string) {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

describe.skipIf(!ADMIN_DATABASE_URL)(
  'crash recovery on PostgreSQL: kill -9 during mixed writes with webhook deliveries',
  () => {
    it(`keeps every acknowledged write exactly once and delivers every event, across ${ROUNDS} kills`, async () => {
      const started = Date.now();
      const port = await findFreePort();
      const env = {
        PORT: String(port),
        OPERATOR_TOKEN: operatorToken,
        WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
        WEBHOOK_RETRY_SCHEDULE: '200ms,500ms,1s,2s,2s,2s,2s',
        WORKER_POLL_INTERVAL: '200ms',
        RATE_LIMIT_PER_MINUTE: '1000000',
      };
      api = await startApiProcess(database, env);
      const baseUrl = api.url;

      const clients: Client[] = [];
      for (let index = 0; index < CLIENTS; index++) {
        const company = await sendRequest(baseUrl, 'POST', '/operator/v1/companies', {
          token: operatorToken,
          body: { name: `Crash ${index}` },
        });
        const companyId = company.body.data.id as string;
        const key = await sendRequest(baseUrl, 'POST', `/operator/v1/companies/${companyId}/api-keys`, {
          token: operatorToken,
          body: { name: 'crash', mode: 'live', scopes: SCOPES },
        });
        expect(key.status, key.text).toBe(201);
        const token = key.body.data.key as string;
        const endpoint = await sendRequest(baseUrl, 'POST', '/api/v1/webhooks', {
          token,
          body: { url: `${receiver.url}/main/${companyId}`, events: ['*'] },
        });
        expect(endpoint.status, endpoint.text).toBe(201);
        clients.push({ index, companyId, token, writes: [], webhookIds: [], random: seededRandom(SEED + 1 + index) });
      }

      const acknowledged: Acknowledged[] = [];
      let retries = 0;
      let resent = 0;
      const deadline = Date.now() + 480_000;

      const runClient = async (client: Client) => {
        const perClient = TOTAL_WRITES / CLIENTS;
        for (let n = 0; n < perClient; n++) {
          const marker = `CR-${client.index}-${n}`;
          const key = `crash-${client.index}-${n}`;
          const roll = client.random();
          let write: Write;
          if (roll < 0.4) write = { kind: 'quote', key, marker };
          else if (roll < 0.65) write = { kind: 'external-action', key, marker };
          else if (roll < 0.9) write = { kind: 'device', key, marker };
          else if (client.webhookIds.length < EXTRA_WEBHOOKS) write = { kind: 'webhook-create', key, marker };
          else
            write = {
              kind: 'webhook-patch',
              key,
              marker,
              webhookId: client.webhookIds[Math.floor(client.random() * client.webhookIds.length)]!,
            };
          client.writes.push(write);
          // One write in ten is abandoned by its client after a few milliseconds, then retried.
          const abortFirstAttemptAfterMs = client.random() < 0.1 ? 5 + client.random() * 25 : undefined;
          const result = await sendUntilAcknowledged(() => baseUrl, client.token, write, receiver.url, {
            deadline,
            abortFirstAttemptAfterMs,
            onRetry: () => retries++,
          });
          expect([200, 201, 202], `${write.kind} ${marker}: ${JSON.stringify(result.body)}`).toContain(result.status);
          acknowledged.push({ write, status: result.status, id: result.body.data.id, replayed: result.replayed });
          // One POST in twenty is sent again after its answer, as by a client that lost it: the stored answer comes back.
          if (write.kind !== 'webhook-patch' && client.random() < 0.05) {
            const again = await sendUntilAcknowledged(() => baseUrl, client.token, write, receiver.url, {
              deadline,
              onRetry: () => retries++,
            });
            expect({ status: again.status, id: again.body.data.id, replayed: again.replayed }).toEqual({
              status: result.status,
              id: result.body.data.id,
              replayed: true,
            });
            resent++;
          }
          if (write.kind === 'webhook-create') client.webhookIds.push(result.body.data.id);
        }
      };

      const kills: { round: number; acknowledgedAt: number; restartMs: number }[] = [];
      let clientsDone = false;
      const killer = (async () => {
        for (let round = 1; round <= ROUNDS; round++) {
          const threshold = Math.floor((TOTAL_WRITES * (round - 0.4 + 0.8 * random())) / (ROUNDS + 1));
          while (acknowledged.length < threshold && !clientsDone) await sleep(2);
          await sleep(random() * 40);
          const acknowledgedAt = acknowledged.length;
          const killedAt = Date.now();
          await api!.stop('SIGKILL');
          api = await startApiProcess(database, env);
          kills.push({ round, acknowledgedAt, restartMs: Date.now() - killedAt });
        }
      })();

      await Promise.all(clients.map(runClient)).finally(() => (clientsDone = true));
      await killer;
      const writesDone = Date.now();
      expect(kills.map((kill) => kill.round)).toEqual([1, 2, 3, 4, 5]);
      expect(acknowledged).toHaveLength(TOTAL_WRITES);
      expect(resent).toBeGreaterThan(0);

      // Every acknowledged write is there, once.
      for (const client of clients) {
        const mine = acknowledged.filter((ack) => client.writes.includes(ack.write));
        const byKind = (kind: Write['kind']) => mine.filter((ack) => ack.write.kind === kind);

        const quotes = await listAll(baseUrl, client.token, '/api/v1/quotes');
        const quoteCounts = countBy(quotes, (quote) => quote.po_number);
        expect(quotes).toHaveLength(byKind('quote').length);
        for (const ack of byKind('quote')) {
          expect(quoteCounts.get(ack.write.marker), ack.write.marker).toBe(1);
          expect(quotes.find((quote) => quote.id === ack.id)?.po_number).toBe(ack.write.marker);
        }

        const actions = await listAll(baseUrl, client.token, '/api/v1/device-actions');
        const actionCounts = countBy(actions, (action) => action.serial_number);
        expect(actions).toHaveLength(byKind('external-action').length);
        for (const ack of byKind('external-action')) {
          expect(actionCounts.get(ack.write.marker), ack.write.marker).toBe(1);
          expect(actions.find((action) => action.id === ack.id)?.serial_number).toBe(ack.write.marker);
        }

        const assets = await listAll(baseUrl, client.token, '/api/v1/assets');
        const assetCounts = countBy(assets, (asset) => asset.serial_number);
        expect(assets).toHaveLength(byKind('device').length);
        for (const ack of byKind('device')) {
          expect(assetCounts.get(ack.write.marker), ack.write.marker).toBe(1);
          expect(assets.find((asset) => asset.id === ack.id)?.serial_number).toBe(ack.write.marker);
        }

        const webhooks = await listAll(baseUrl, client.token, '/api/v1/webhooks');
        expect(webhooks).toHaveLength(1 + byKind('webhook-create').length);
        for (const ack of byKind('webhook-create')) {
          const endpoint = webhooks.find((webhook) => webhook.id === ack.id);
          expect(endpoint?.url).toBe(`${receiver.url}/extra/${ack.write.marker}`);
          // Its description is that of the last acknowledged patch (a client patches one at a time), else its own.
          const patches = byKind('webhook-patch').filter(
            (patch) => patch.write.kind === 'webhook-patch' && patch.write.webhookId === ack.id,
          );
          expect(endpoint?.description).toBe(patches.at(-1)?.write.marker ?? ack.write.marker);
        }
      }

      // Every recorded event reaches its company's catch-all endpoint at least once.
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      let events: { id: string; company_id: string }[] = [];
      try {
        events = (await db.query<{ id: string; company_id: string }>('select id, company_id from events')).rows;
      } finally {
        await db.end();
      }
      const expectedEvents = acknowledged.filter(
        (ack) => ack.write.kind === 'quote' || ack.write.kind === 'external-action',
      ).length;
      expect(events.length).toBeGreaterThanOrEqual(expectedEvents);
      const delivered = () =>
        new Set(receiver.received.map((entry) => `${entry.path}|${String(entry.headers['webhook-id'])}`));
      const undelivered = () => {
        const seen = delivered();
        return events.filter((event) => !seen.has(`/main/${event.company_id}|${event.id}`));
      };
      await receiver
        .waitFor(() => undelivered().length === 0, 150_000)
        .catch(() => {
          throw new Error(
            `${undelivered().length} of ${events.length} events never delivered, e.g. ${JSON.stringify(undelivered().slice(0, 3))}`,
          );
        });

      const finished = Date.now();
      console.info(
        `crash recovery (seed ${SEED}): ${TOTAL_WRITES} writes by ${CLIENTS} clients, kills after ${kills.map((kill) => kill.acknowledgedAt).join('/')} acknowledged writes ` +
          `(down ${kills.map((kill) => (kill.restartMs / 1000).toFixed(1)).join('/')} s), ` +
          `${retries} retried sends (${acknowledged.filter((ack) => ack.replayed).length} answered by a replay), ${resent} sent again after their answer, ${events.length} events, ` +
          `${receiver.received.length} deliveries received; writes ${((writesDone - started) / 1000).toFixed(1)} s, ` +
          `all delivered ${((finished - writesDone) / 1000).toFixed(1)} s later`,
      );
    }, 720_000);
  },
);
