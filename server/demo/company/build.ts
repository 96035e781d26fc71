import type { FastifyInstance } from 'fastify';
import { DemoClient, type DemoCredentials } from './client';
import { inventoryAndDeviceActions } from './devices';
import { lifecycle } from './lifecycle';
import { quotes } from './quotes';
import { SeededRandom } from './random';
import { exportsOfToday } from './records';
import { sandbox } from './sandbox';
import { settingUp } from './settings';
import { Timeline } from './timeline';
import { webhooksOnTheTestReceiver } from './webhooks';
import type { World } from './world';

// Acme as it looks after six months of Loadout, built on an empty database by `npm start` through the API's own
// routes (server/demo/company/client.ts), each step at its day (timeline.ts), with the jobs each step queued run
// right after it. The same seed and the same day make the same company.

export type DemoCompanyTarget = {
  app: FastifyInstance;
  credentials: DemoCredentials;
  drainJobs: () => Promise<number>;
  /** The dashboard's loopback URL (its built-in webhook test receiver); null when it has none. */
  testReceiverBase: string | null;
  /** The day to build up to; default today. */
  today?: Date;
  onProgress?: (done: number, total: number) => void;
};

const SEED = 20_260_101;

export async function buildDemoCompany(target: DemoCompanyTarget): Promise<{ steps: number }> {
  const api = new DemoClient(target.app, target.credentials);
  const day = target.today ?? new Date();
  const today = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  const world: World = {
    api,
    timeline: new Timeline(today),
    random: new SeededRandom(SEED),
    employees: (await api.list('live', '/api/v1/employees')).filter((person) => person.status === 'active'),
    products: await api.list('live', '/api/v1/products'),
    kits: await api.list('live', '/api/v1/kits'),
    people: {
      it: { email: 'it@acme.example', name: 'Ines Torres', role: 'it_staff' },
      manager: { email: 'manager@acme.example', name: 'Marcus Hale', role: 'manager' },
      finance: { email: 'robert.nguyen@acme.example', name: 'Robert Nguyen', role: 'manager' },
    },
    testReceiverBase: target.testReceiverBase,
    locations: new Map(),
  };
  world.employees.sort((a, b) => a.email.localeCompare(b.email));
  settingUp(world);
  inventoryAndDeviceActions(world);
  quotes(world);
  lifecycle(world);
  sandbox(world);
  exportsOfToday(world);
  webhooksOnTheTestReceiver(world);
  const steps = await world.timeline.run(target.drainJobs, target.onProgress);
  return { steps };
}
