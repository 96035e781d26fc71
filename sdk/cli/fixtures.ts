import type { Loadout } from '../src/client';

// `loadout trigger <event>`: the sandbox calls that make the API emit that event, as the test helpers make Loadout's
// staff act (Stripe's CLI calls these fixtures). Each returns what it made, one line per object.

type Fixture = { about: string; run(client: Loadout, tag: string): Promise<string[]> };

const RECIPIENT = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  country: 'GB',
  address: '1 Analytical Row, London',
};

async function quote(client: Loadout) {
  const created = await client.quotes.create({
    requester_email: 'developer@example.com',
    items: [
      {
        product_type: 'Monitor',
        specification: { brand: 'Dell', model: 'U2724D' },
        quantity: 1,
        recipients: [RECIPIENT],
      },
    ],
  });
  return created;
}

/** A quote priced and accepted: what ships next. */
async function acceptedQuote(client: Loadout) {
  const created = await quote(client);
  const item = created.items[0]!;
  await client.testHelpers.priceQuote(created.id);
  const decision = await client.quotes.updateItem(created.id, item.id, { action: 'accept', recipients: [RECIPIENT] });
  if (decision.quote.status !== 'In Progress')
    throw new Error(
      `quote ${created.number} is ${decision.quote.status} after its item was accepted (an approval rule of the sandbox?); ship it from the dashboard once it is In Progress`,
    );
  return { quote: decision.quote, recipientId: decision.quote.items[0]!.recipients[0]!.id };
}

async function deviceAction(client: Loadout, tag: string) {
  return client.deviceActions.createExternal({
    action_type: 'Store',
    serial_number: `CLI-${tag}`,
    model: 'ThinkPad T14 Gen 5',
    type: 'Laptop',
    country: 'GB',
    current_user: { name: RECIPIENT.name, email: RECIPIENT.email },
  });
}

export const FIXTURES: Record<string, Fixture> = {
  'quote.created': {
    about: 'a quote of one monitor, in Pending Review',
    run: async (client) => [`quote ${(await quote(client)).number}`],
  },
  'quote.action_required': {
    about: 'a quote on which Loadout asks a question',
    async run(client) {
      const created = await quote(client);
      await client.testHelpers.requestQuoteInput(created.id, { message: 'Which stand should the monitor have?' });
      return [`quote ${created.number}`];
    },
  },
  'quote.pending': {
    about: 'a quote that Loadout prices',
    async run(client) {
      const created = await quote(client);
      await client.testHelpers.priceQuote(created.id);
      return [`quote ${created.number}`];
    },
  },
  'quote.tracking_added': {
    about: 'a quote priced, accepted and shipped to its recipient',
    async run(client, tag) {
      const { quote: accepted, recipientId } = await acceptedQuote(client);
      await client.testHelpers.addQuoteTracking(accepted.id, recipientId, { tracking_code: `TRK-${tag}` });
      return [`quote ${accepted.number}`];
    },
  },
  'quote.delivered': {
    about: 'a quote priced, accepted, shipped and delivered',
    async run(client, tag) {
      const { quote: accepted, recipientId } = await acceptedQuote(client);
      await client.testHelpers.addQuoteTracking(accepted.id, recipientId, { tracking_code: `TRK-${tag}` });
      await client.testHelpers.deliverQuoteRecipient(accepted.id, recipientId);
      return [`quote ${accepted.number}`];
    },
  },
  'logistics.created': {
    about: 'a Store action for a laptop outside the inventory',
    run: async (client, tag) => [`device action ${(await deviceAction(client, tag)).action_id}`],
  },
  'logistics.action_required': {
    about: 'a device action on which Loadout asks a question',
    async run(client, tag) {
      const action = await deviceAction(client, tag);
      await client.testHelpers.requestDeviceActionInput(action.id, { message: 'Is the charger with the laptop?' });
      return [`device action ${action.action_id}`];
    },
  },
  'logistics.tracking_added': {
    about: 'a device action that ships',
    async run(client, tag) {
      const action = await deviceAction(client, tag);
      await client.testHelpers.addDeviceActionTracking(action.id, { tracking_code: `TRK-${tag}` });
      return [`device action ${action.action_id}`];
    },
  },
  'logistics.completed': {
    about: 'a device action that ships and completes',
    async run(client, tag) {
      const action = await deviceAction(client, tag);
      await client.testHelpers.addDeviceActionTracking(action.id, { tracking_code: `TRK-${tag}` });
      await client.testHelpers.completeDeviceAction(action.id);
      return [`device action ${action.action_id}`];
    },
  },
  'logistics.cancelled': {
    about: 'a device action cancelled before it ships',
    async run(client, tag) {
      const action = await deviceAction(client, tag);
      await client.deviceActions.cancel(action.id);
      return [`device action ${action.action_id}`];
    },
  },
};
