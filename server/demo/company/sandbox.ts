/* eslint-disable @typescript-eslint/no-explicit-any -- the build reads ids out of the API's answers; typing each answer would repeat the contract */
import { personOf, product, recipientOf, type World } from './world';

// The sandbox of the last weeks: what Acme's developers tried with the test key while building their integration —
// a quote priced and delivered through the test helpers, one waiting to be priced, and a device action in flight.

export function sandbox(world: World) {
  const { api, timeline, random } = world;
  const [first, second] = world.employees;
  const test = (method: 'GET' | 'POST', url: string, body?: unknown) => api.call('test', method, url, body);

  let delivered: any = null;
  timeline.at(20, 13, 'sandbox: a quote through to delivery', async () => {
    const laptop = product(world, 'MacBook Air 13');
    delivered = await test('POST', '/api/v1/quotes', {
      requester_email: world.people.it.email,
      po_number: 'TEST-001',
      items: [{ product_id: laptop.id, quantity: 1, recipients: [recipientOf(first!)] }],
    });
    const [item] = delivered.items;
    await test('POST', `/api/v1/test-helpers/quotes/${delivered.id}/price`, { prices: { [item.id]: 1099 } });
    await test('POST', `/api/v1/quotes/${delivered.id}/items/${item.id}/action`, { action: 'accept' });
  });
  timeline.at(19, 13, 'sandbox: shipped and delivered', async () => {
    const recipient = delivered.items[0].recipients[0];
    const code = random.serial('1Z', 16);
    await test('POST', `/api/v1/test-helpers/quotes/${delivered.id}/recipients/${recipient.id}/tracking`, {
      tracking_code: code,
      tracking_link: `https://www.ups.com/track?tracknum=${code}`,
    });
    await test('POST', `/api/v1/test-helpers/quotes/${delivered.id}/recipients/${recipient.id}/delivered`, {
      serial_number: random.serial('TS'),
    });
  });
  timeline.at(6, 15, 'sandbox: a quote to price, and a device action', async () => {
    await test('POST', '/api/v1/quotes', {
      requester_email: world.people.it.email,
      items: [
        {
          product_type: 'Monitor',
          specification: { brand: 'Dell', model: 'U2724D' },
          quantity: 1,
          recipients: [recipientOf(second!)],
        },
      ],
    });
    await test('POST', '/api/v1/device-actions/external', {
      action_type: 'Store',
      serial_number: random.serial('TS'),
      model: 'ThinkPad T14 Gen 5',
      type: 'Laptop',
      country: second!.country,
      current_user: personOf(second!),
      wipe: true,
    });
  });
}
