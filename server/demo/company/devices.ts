import { LEAVERS } from './lifecycle';
import { locationId, personOf, type Employee, type World } from './world';

// The devices Acme had before Loadout (its inventory, entered when it started), and the device actions of six months:
// each type (Store, Assign, Reassign) in each status, one for a device outside the inventory, one waiting on an
// answer to the operator's question.

/** `ageDays`: how long before the build Acme bought it (its `purchased_on`). */
type Device = {
  serial: string;
  type: string;
  model: string;
  holder: Employee | null;
  country: string;
  ageDays: number;
};

// Lifespans as the company keeps the defaults: laptops and monitors 36 months, phones 24 (server/inventory/lifespans).
const LAPTOP_LIFE_DAYS = 1096;
const PHONE_LIFE_DAYS = 731;

const LAPTOPS = ['MacBook Pro 14', 'MacBook Air 13', 'Latitude 7450', 'ThinkPad T14 Gen 5', 'EliteBook 840 G11'];
const MONITORS = ['U2723QE', 'U2724D', '27UP850-W'];
const PHONES = ['iPhone 15', 'iPhone 16', 'Pixel 9', 'Galaxy S24 (SM-S921U)'];

/**
 * What Acme's people hold, and what waits in the office storage rooms, bought over the last three years. A few
 * laptops of people who stay (the last ones, which no device action moves) are past their three years or reach them
 * within the month, and one phone its two: the overview's "Due for refresh".
 */
function initialInventory(world: World): Device[] {
  const devices = boughtDevices(world);
  const { random } = world;
  const leavers: string[] = Object.values(LEAVERS);
  const laptopsOfStayers = devices.filter(
    (device) => device.type === 'Laptop' && device.holder && !leavers.includes(device.holder.email),
  );
  for (const device of laptopsOfStayers.slice(-3)) device.ageDays = LAPTOP_LIFE_DAYS + random.int(5, 40);
  for (const device of laptopsOfStayers.slice(-7, -3)) device.ageDays = LAPTOP_LIFE_DAYS - random.int(3, 25);
  const phone = devices.findLast((device) => device.type === 'Phone' && device.holder);
  if (phone) phone.ageDays = PHONE_LIFE_DAYS - 12;
  return devices;
}

function boughtDevices(world: World): Device[] {
  const { random, employees } = world;
  const devices: Device[] = [];
  const age = () => random.int(200, 1000);
  for (const person of employees) {
    const laptop = person.department === 'Engineering' ? random.pick(LAPTOPS.slice(0, 4)) : random.pick(LAPTOPS);
    devices.push({
      serial: random.serial('LT'),
      type: 'Laptop',
      model: laptop,
      holder: person,
      country: person.country,
      ageDays: age(),
    });
    if (['Engineering', 'Design'].includes(person.department ?? '') || random.next() < 0.3) {
      devices.push({
        serial: random.serial('MN'),
        type: 'Monitor',
        model: random.pick(MONITORS),
        holder: person,
        country: person.country,
        ageDays: age(),
      });
    }
    if (['Sales', 'Support'].includes(person.department ?? '')) {
      devices.push({
        serial: random.serial('PH'),
        type: 'Phone',
        model: random.pick(PHONES),
        holder: person,
        country: person.country,
        ageDays: random.int(200, 600),
      });
    }
  }
  for (const [country, count] of [
    ['US', 18],
    ['DE', 8],
    ['GB', 6],
    ['IN', 4],
  ] as const) {
    for (let index = 0; index < count; index += 1) {
      const type = index % 3 === 2 ? 'Monitor' : 'Laptop';
      const model = type === 'Laptop' ? random.pick(LAPTOPS) : random.pick(MONITORS);
      const serial = random.serial(type === 'Laptop' ? 'LT' : 'MN');
      devices.push({ serial, type, model, holder: null, country, ageDays: age() });
    }
  }
  return devices;
}

export function inventoryAndDeviceActions(world: World) {
  const { api, timeline, random } = world;
  const devices = initialInventory(world);

  timeline.at(179, 9, 'the inventory Acme started with', async () => {
    for (const device of devices) {
      await api.call('live', 'POST', '/api/v1/devices', {
        serial_number: device.serial,
        device_type: device.type,
        model: device.model,
        country: device.country,
        employee: device.holder ? { name: device.holder.name, email: device.holder.email } : null,
        condition: random.pick(['New', 'Good', 'Good', 'Fair']),
        purchased_on: timeline.moment(device.ageDays, 0).toISOString().slice(0, 10),
        purchase_cost:
          device.type === 'Laptop'
            ? random.int(12, 26) * 100
            : device.type === 'Phone'
              ? random.int(7, 11) * 100
              : random.int(3, 7) * 100,
        currency: 'USD',
      });
    }
  });

  // Devices are taken in order, so that no two actions move the same one.
  const leavers: string[] = Object.values(LEAVERS);
  const held = devices.filter(
    (device) => device.holder && device.type === 'Laptop' && !leavers.includes(device.holder.email),
  );
  const stored = devices.filter((device) => !device.holder);
  const take = (from: Device[]) => {
    const device = from.shift();
    if (!device) throw new Error('demo company: ran out of devices for device actions');
    return device;
  };
  const staying = world.employees.filter((person) => !leavers.includes(person.email));
  const someoneElse = (not: Employee | null) => random.pick(staying.filter((person) => person.id !== not?.id));

  /** One device action: created `daysAgo`, then each later step of its story. */
  const action = (
    daysAgo: number,
    label: string,
    body: () => Record<string, unknown>,
    story: {
      tracking?: number;
      question?: [number, string];
      answer?: [number, string];
      comment?: [number, string];
      complete?: number;
      /** Loadout received the device of a Store, with its grade and a note. */
      receive?: [number, 'A' | 'B' | 'C' | 'D', string];
      cancel?: [number, string];
    },
  ) => {
    let id = '';
    timeline.at(daysAgo, 10, `device action: ${label}`, async () => {
      id = (await api.call('live', 'POST', '/api/v1/device-actions', body(), world.people.it)).id;
    });
    if (story.comment) {
      const [days, message] = story.comment;
      timeline.at(days, 11, `device action: ${label}, operator's comment`, async () => {
        await api.call('operator', 'POST', `/operator/v1/device-actions/${id}/comments`, { message });
      });
    }
    if (story.question) {
      const [days, message] = story.question;
      timeline.at(days, 12, `device action: ${label}, operator's question`, async () => {
        await api.call('operator', 'POST', `/operator/v1/device-actions/${id}/action-required`, { message });
      });
    }
    if (story.answer) {
      const [days, message] = story.answer;
      timeline.at(days, 14, `device action: ${label}, the answer`, async () => {
        await api.call('live', 'POST', `/api/v1/device-actions/${id}/comments`, { message }, world.people.it);
      });
    }
    if (story.tracking !== undefined) {
      const code = random.serial('1Z', 16);
      timeline.at(story.tracking, 15, `device action: ${label}, shipped`, async () => {
        await api.call('operator', 'POST', `/operator/v1/device-actions/${id}/tracking`, {
          tracking_code: code,
          tracking_link: `https://www.ups.com/track?tracknum=${code}`,
        });
      });
    }
    if (story.complete !== undefined) {
      timeline.at(story.complete, 16, `device action: ${label}, completed`, async () => {
        await api.call('operator', 'POST', `/operator/v1/device-actions/${id}/complete`, { wipe_completed: true });
      });
    }
    if (story.receive) {
      const [days, grade, note] = story.receive;
      timeline.at(days, 16, `device action: ${label}, received`, async () => {
        await api.call('operator', 'POST', `/operator/v1/device-actions/${id}/receive`, {
          condition_grade: grade,
          condition_note: note,
          wipe_completed: true,
        });
      });
    }
    if (story.cancel) {
      const [days, reason] = story.cancel;
      timeline.at(days, 16, `device action: ${label}, cancelled`, async () => {
        await api.call('live', 'POST', `/api/v1/device-actions/${id}/cancel`, { reason }, world.people.it);
      });
    }
  };

  /** A Store to Loadout's hub, or to the location of this name. */
  const store = (daysAgo: number, label: string, story: Parameters<typeof action>[3], location?: string) => {
    const device = take(held);
    action(
      daysAgo,
      `Store ${label}`,
      () => ({
        action_type: 'Store',
        serial_number: device.serial,
        current_user: personOf(device.holder!),
        wipe: true,
        ...(location ? { destination: { type: 'location', location_id: locationId(world, location) } } : {}),
        notes: `Collect the ${device.model} and its charger.`,
      }),
      story,
    );
  };
  const assign = (daysAgo: number, label: string, story: Parameters<typeof action>[3]) => {
    const device = take(stored);
    const to = someoneElse(null);
    action(
      daysAgo,
      `Assign ${label}`,
      () => ({
        action_type: 'Assign',
        serial_number: device.serial,
        new_recipient: personOf(to),
        wipe: false,
      }),
      story,
    );
  };
  const reassign = (daysAgo: number, label: string, story: Parameters<typeof action>[3]) => {
    const device = take(held);
    const to = someoneElse(device.holder);
    action(
      daysAgo,
      `Reassign ${label}`,
      () => ({
        action_type: 'Reassign',
        serial_number: device.serial,
        current_user: personOf(device.holder!),
        new_recipient: personOf(to),
        wipe: true,
      }),
      story,
    );
  };

  store(150, 'completed', { tracking: 148, comment: [147, 'Picked up; the charger was missing.'], complete: 144 });
  assign(140, 'completed', { tracking: 139, complete: 136 });
  reassign(120, 'completed', { tracking: 118, complete: 115 });
  store(100, 'cancelled', { cancel: [99, 'The employee stays after all.'] });
  assign(80, 'cancelled', { cancel: [79, 'Ordered for the wrong person.'] });
  reassign(60, 'cancelled', {
    comment: [59, 'We have asked the courier for a pickup slot.'],
    cancel: [57, 'The team lead keeps the laptop.'],
  });
  store(
    30,
    'received at the Austin warehouse',
    { tracking: 28, receive: [25, 'B', 'Light scratches on the lid.'] },
    'Austin warehouse',
  );
  assign(21, 'completed', { tracking: 20, complete: 17 });
  reassign(9, 'in progress, shipped', { comment: [8, 'Wiped and repacked; ships tomorrow.'], tracking: 7 });
  store(4, 'in progress, waiting for an answer', {
    question: [3, 'The employee is on leave until Friday. Shall we pick up the laptop next Monday instead?'],
  });
  assign(2, 'in progress', { comment: [1, 'Booked with the courier.'] });
  reassign(1, 'in progress, just asked', {});

  // A laptop sent to clearance: received, erased with its certificate (NIST SP 800-88 Purge), then resold.
  const resold = take(held);
  action(
    70,
    'Store to clearance, erased and resold',
    () => ({
      action_type: 'Store',
      serial_number: resold.serial,
      current_user: personOf(resold.holder!),
      wipe: true,
      destination: { type: 'clearance', outcome: 'resale' },
      notes: `End of life: the ${resold.model} is four years old.`,
    }),
    { tracking: 69, receive: [66, 'B', 'Battery at 78% of its design capacity.'] },
  );
  timeline.at(65, 11, 'clearance: the erasure, with its certificate', async () => {
    const [asset] = await api.list('live', `/api/v1/assets?serial_number=${resold.serial}`);
    await api.call('operator', 'POST', `/operator/v1/assets/${asset.id}/erasure`, {
      method: 'purge',
      tool: 'Blancco Drive Eraser 7.9',
      erased_on: timeline.moment(65, 9).toISOString().slice(0, 10),
      performed_by: 'Priya Nair',
      verification: 'passed',
      verification_note: 'Full verification pass: no recoverable data.',
    });
  });
  timeline.at(60, 11, 'clearance: resold', async () => {
    const [asset] = await api.list('live', `/api/v1/assets?serial_number=${resold.serial}`);
    await api.call('operator', 'POST', `/operator/v1/assets/${asset.id}/clearance`, {
      outcome: 'resale',
      credited_amount: 420,
      currency: 'USD',
    });
  });

  // Another waits for the operator's Clearance page: received broken, to be erased and recycled.
  const broken = take(held);
  action(
    6,
    'Store to clearance, waiting for its erasure',
    () => ({
      action_type: 'Store',
      serial_number: broken.serial,
      current_user: personOf(broken.holder!),
      wipe: true,
      destination: { type: 'clearance', outcome: 'recycle' },
      notes: `The ${broken.model} fell off a desk: the screen is cracked and it does not charge.`,
    }),
    { tracking: 5, receive: [3, 'D', 'Cracked screen; does not charge.'] },
  );

  const outsider = someoneElse(null);
  const serial = random.serial('EX');
  timeline.at(12, 10, 'device action for a device outside the inventory', async () => {
    await api.call(
      'live',
      'POST',
      '/api/v1/device-actions/external',
      {
        action_type: 'Store',
        serial_number: serial,
        model: 'MacBook Pro 16 (2021)',
        type: 'Laptop',
        country: outsider.country,
        current_user: personOf(outsider),
        wipe: true,
        destination: { type: 'location', location_id: locationId(world, 'Austin warehouse') },
        notes: 'A contractor’s own laptop, bought before Loadout; store it in Austin.',
      },
      world.people.it,
    );
  });
}
