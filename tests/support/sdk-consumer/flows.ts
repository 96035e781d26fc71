// An integrator's program, compiled by tests/api/contract/sdk-package.test.ts against the packed @loadout/sdk in a
// scratch project outside the repository (strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess; NodeNext and
// Bundler), then run: Flow A (a quote) and Flow B (device actions) of the spec, in the sandbox. It prints one JSON line
// of what it saw, and exits non-zero on the first thing that is not as expected.
import {
  Loadout,
  LoadoutError,
  NotFoundError,
  VERSION,
  type CreateQuoteParams,
  type ItemSpecification,
  type Quote,
  type WebhookEvent,
} from '@loadout/sdk';

// No @types/node in the scratch project: the program declares the little of Node it reads.
declare const process: { env: Record<string, string | undefined>; exitCode?: number };

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`not as expected: ${what}`);
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const loadout = new Loadout({ apiKey: required('LOADOUT_API_KEY'), baseUrl: required('LOADOUT_API_URL') });
const productId = required('PRODUCT_ID');
const configurationId = required('CONFIGURATION_ID');
const ADA = { name: 'Ada Lovelace', email: 'ada@acme.example', country: 'GB', address: '1 Main St, London' };
const GRACE = { name: 'Grace Hopper', email: 'grace@acme.example', country: 'US', address: '2 Main St, Arlington' };

// Compile-time checks of the published types: a freeform item needs `brand` and `model`.
const freeform: CreateQuoteParams['items'][number] = {
  product_type: 'Headset',
  specification: { brand: 'Jabra', model: 'Evolve2 65' },
  recipients: [GRACE],
};
type FreeformItem = Extract<CreateQuoteParams['items'][number], { product_type: string }>;
// @ts-expect-error: a freeform specification without `model` does not compile.
const withoutModel: FreeformItem['specification'] = { brand: 'Jabra' };
void withoutModel;
const describeEvent = (event: WebhookEvent): string =>
  event.type === 'quote.created' ? `quote ${event.data.number}` : event.type;
void describeEvent;

async function flowA(): Promise<Record<string, unknown>> {
  const created = await loadout.quotes.create({
    requester_email: 'it@acme.example',
    items: [{ product_id: productId, configuration_id: configurationId, recipients: [ADA] }, freeform],
  });
  const [laptop, headset] = created.items;
  if (!laptop || !headset) throw new Error('the quote has not got its two items');
  const specification: ItemSpecification = headset.specification;
  const brandAndModel = `${specification.brand} ${specification.model}`;

  await loadout.testHelpers.offerAlternative(created.id, headset.id, {
    brand: 'Poly',
    model: 'Voyager Focus 2',
    price: 249,
    is_exact_match: false,
  });
  const priced = await loadout.testHelpers.priceQuote(created.id, { prices: { [headset.id]: 279 } });
  check(priced.status === 'Quoted', `priced quote is ${priced.status}`);
  const { data: quote, response } = await loadout.quotes.retrieve(priced.number).withResponse();
  const alternative = quote.items[1]?.alternatives[0];
  if (!alternative) throw new Error('the alternative is missing');

  await loadout.quotes.updateItem(quote.id, laptop.id, { action: 'accept', recipients: [ADA] });
  await loadout.quotes.updateItem(quote.id, headset.id, { action: 'reject', alternative_id: alternative.id });
  const accepted = await loadout.quotes.itemAction(quote.id, headset.id, { action: 'accept' });
  for (const item of accepted.quote.items) {
    for (const recipient of item.recipients) {
      await loadout.testHelpers.addQuoteTracking(quote.id, recipient.id, { tracking_code: `TRK-${recipient.id}` });
      await loadout.testHelpers.deliverQuoteRecipient(quote.id, recipient.id);
    }
  }
  const delivered: Quote = await loadout.quotes.retrieve(quote.id);
  return {
    prices: quote.items.map((item) => item.price),
    approved: accepted.quote.status,
    status: delivered.status,
    brandAndModel,
    requestId: response.requestId,
    rateLimited: response.rateLimit !== null,
  };
}

async function flowB(): Promise<Record<string, unknown>> {
  await loadout.devices.create({
    serial_number: 'PACK-STORE-1',
    device_type: 'laptop',
    model: 'MacBook Air 13',
    country: 'GB',
    employee: { name: ADA.name, email: ADA.email },
  });
  await loadout.devices.create({ serial_number: 'PACK-ASSIGN-1', device_type: 'laptop', model: 'X1', country: 'US' });

  const store = await loadout.deviceActions.create({
    action_type: 'Store',
    serial_number: 'PACK-STORE-1',
    current_user: { name: ADA.name, email: ADA.email },
    wipe: true,
  });
  await loadout.testHelpers.addDeviceActionTracking(store.id);
  const stored = await loadout.testHelpers.completeDeviceAction(store.id, { wipe_completed: true });

  const assign = await loadout.deviceActions.create({
    action_type: 'Assign',
    serial_number: 'PACK-ASSIGN-1',
    new_recipient: { name: GRACE.name, email: GRACE.email, country: 'US', address: GRACE.address },
  });
  await loadout.testHelpers.completeDeviceAction(assign.id);
  const reassign = await loadout.deviceActions.create({
    action_type: 'Reassign',
    serial_number: 'PACK-ASSIGN-1',
    current_user: { name: GRACE.name },
    new_recipient: { name: ADA.name, country: 'GB', address: ADA.address },
  });
  const cancelled = await loadout.deviceActions.cancel(reassign.id, { reason: 'Ada keeps her old one' });

  const completed: string[] = [];
  for await (const action of loadout.deviceActions.list({ status: 'Completed', limit: 1 })) completed.push(action.id);
  const assets = await loadout.assets.list({ serial_number: 'PACK-ASSIGN-1' });
  return {
    stored: stored.status,
    cancelled: cancelled.status,
    completed: completed.length,
    assignedTo: assets.data[0]?.employee?.name ?? null,
  };
}

async function notFound(): Promise<string> {
  try {
    await loadout.quotes.retrieve('Q-1900-000001');
    return 'found';
  } catch (error) {
    if (error instanceof NotFoundError) return `${error.code} ${error.status}`;
    if (error instanceof LoadoutError) return `unexpected ${error.code}`;
    throw error;
  }
}

try {
  const result = {
    version: VERSION,
    mode: loadout.mode,
    a: await flowA(),
    b: await flowB(),
    missing: await notFound(),
  };
  console.log(JSON.stringify(result));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
