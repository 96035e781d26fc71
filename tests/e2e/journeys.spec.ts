import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { callApi } from './support/api';
import { buildDemoQuote, DEMO, findItem, type ApiQuote } from './support/demo-quote';
import { addDeviceThroughInventory, uniqueSerial } from './support/inventory';
import { revealInQueue } from './support/queues';
import { signInOverHttp } from './support/session';
import type { E2ERole } from './support/stack';

// The journeys of the issue, every step in the dashboard by the role that takes it, on the demo data `npm start`
// loads: a quote from the builder to a device in the inventory, and a device action through a request for input.

const SHOTS = 'test-results/screenshots';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function signedIn(browser: Browser, role: E2ERole): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInOverHttp(page, role);
  return page;
}

async function readQuote(page: Page, id: string): Promise<ApiQuote & { status: string }> {
  const { body } = await callApi(page.request, 'GET', `/api/v1/quotes/${id}`);
  return body.data;
}

/** The operator's workspace region of the item that asks for `name` ("Item 3: Dell Latitude 7450 …"). */
function workspaceItem(operator: Page, name: string): Locator {
  return operator.getByRole('region', { name: new RegExp(`^Item \\d+: ${escape(name)}`) });
}

/** The manager's item row on the quote page, opened to its options. */
async function openItem(manager: Page, name: string): Promise<Locator> {
  const toggle = manager
    .getByRole('table', { name: /^Items of / })
    .getByRole('button', { name: new RegExp(`^${escape(name)}`) });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  return manager.getByRole('region', { name: new RegExp(`^Item \\d+: ${escape(name)}$`) });
}

async function decide(manager: Page, itemName: string, option: string, action: 'Accept' | 'Reject') {
  const card = (await openItem(manager, itemName)).getByRole('article', { name: new RegExp(`^${option}:`) });
  await card.getByRole('button', { name: new RegExp(`^${action}`) }).click();
  const dialog = manager.getByRole('dialog', { name: new RegExp(`^${action} `) });
  await dialog.getByRole('button', { name: `${action} option` }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(action === 'Accept' ? 'Accepted' : 'Rejected');
}

test.describe('journeys across roles, on the demo data', () => {
  test('a quote: IT staff build it, the operator prices it with alternatives, a manager decides, the operator ships and delivers, support finds it, the device is in the inventory', async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();
    const serial = `JRNY-${tag}`;
    const trackingCode = `1ZJRNY${tag}`;

    // IT staff build the quote in the builder: a laptop configuration (2 units), a webcam, a kit and a freeform monitor.
    const itStaff = await signedIn(browser, 'it_staff');
    const built = await buildDemoQuote(itStaff);
    const laptopRecipient = findItem(built, DEMO.laptop).recipients[0]!.name;

    // The operator finds it in the review queue, offers an alternative for the laptop and prices every item.
    const operator = await signedIn(browser, 'operator');
    await operator.goto('/operator');
    const queued = await revealInQueue(
      operator,
      operator
        .getByRole('table', { name: 'Quotes waiting for pricing' })
        .getByRole('row')
        .filter({ hasText: built.number }),
    );
    await expect(queued).toContainText('Acme');
    await queued.getByRole('link', { name: built.number }).click();
    await expect(operator.getByRole('heading', { level: 1, name: `Quote ${built.number}` })).toBeVisible();
    const laptop = workspaceItem(operator, DEMO.laptop);
    await laptop.getByText('Add an alternative').click();
    const alternative = laptop.getByRole('form', { name: 'Alternative' });
    await alternative.getByLabel('Brand').fill('Lenovo');
    await alternative.getByLabel('Model').fill('ThinkPad T14s Gen 5');
    await alternative.getByLabel('Unit price').fill('1650');
    await alternative.getByLabel('Description').fill('Same class, ships this week.');
    await alternative.getByRole('button', { name: 'Add alternative' }).click();
    await expect(laptop).toContainText('Lenovo ThinkPad T14s Gen 5');
    const items = operator.getByRole('region', { name: /^Item \d+:/ });
    await expect(items).toHaveCount(9);
    for (let index = 0; index < 9; index += 1) {
      const item = items.nth(index);
      const useEstimate = item.getByRole('button', { name: 'Use estimate' });
      if (await useEstimate.count()) await useEstimate.click();
      else await item.getByLabel(/^Unit price \(/).fill('289');
      await item.getByRole('button', { name: 'Set price' }).click();
      await expect(item.getByRole('button', { name: 'Change price' })).toBeVisible();
    }
    await expect.poll(async () => (await readQuote(operator, built.id)).status).toBe('Quoted');
    await operator.screenshot({ path: `${SHOTS}/journey-operator-priced.png`, fullPage: true });

    // A manager rejects the laptop as asked, accepts the operator's alternative, then accepts the rest as quoted.
    const manager = await signedIn(browser, 'manager');
    await manager.goto('/quotes');
    await manager.getByRole('table', { name: 'Quotes' }).getByRole('link', { name: built.number }).click();
    await expect(manager.getByRole('heading', { level: 1, name: new RegExp(escape(built.number)) })).toBeVisible();
    await decide(manager, DEMO.laptop, 'Original offer', 'Reject');
    await decide(manager, DEMO.laptop, 'Alternative 1', 'Accept');
    await manager.getByRole('button', { name: 'Accept all as quoted' }).click();
    const acceptAll = manager.getByRole('dialog', { name: 'Accept 8 items as quoted?' });
    await acceptAll.getByRole('button', { name: 'Accept 8 items' }).click();
    await expect(acceptAll).toBeHidden();
    const decided = await readQuote(manager, built.id);
    expect(decided.status).toBe('Approved');
    expect(decided.accepted_total).not.toBe(decided.total);
    await expect(manager.getByRole('region', { name: 'Summary' })).toContainText('9 of 9 items decided');
    await manager.screenshot({ path: `${SHOTS}/journey-manager-decided.png`, fullPage: true });

    // The operator ships the laptops from the fulfilment board and delivers them with their serial number.
    await operator.goto('/operator/fulfilment');
    const board = await revealInQueue(operator, operator.getByRole('region', { name: `Quote ${built.number}` }));
    const shipment = board.getByRole('group', { name: /^Lenovo ThinkPad T14s Gen 5/ });
    const tracking = shipment.getByRole('form', { name: `Tracking for ${laptopRecipient}` });
    await tracking.getByLabel('Tracking code').fill(trackingCode);
    await tracking.getByLabel('Tracking link').fill(`https://track.example/${trackingCode}`);
    await tracking.getByRole('button', { name: 'Save tracking' }).click();
    await expect(tracking.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
    await tracking.getByLabel('Serial number').fill(serial);
    await tracking.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(operator.getByTestId('toast').filter({ hasText: `Delivered to ${laptopRecipient}` })).toBeVisible();
    await expect.poll(async () => (await readQuote(operator, built.id)).status).toBe('In Progress');

    // Support finds the shipment by the recipient's name, the serial number and the tracking code.
    const support = await signedIn(browser, 'support');
    for (const text of [laptopRecipient, serial, trackingCode]) {
      await support.goto('/shipments');
      const search = support.getByRole('search', { name: 'Find a shipment' });
      await search.getByLabel('Recipient, e-mail, serial number or tracking code').fill(text);
      await search.getByRole('button', { name: 'Search' }).click();
      const row = support
        .getByRole('table', { name: `Shipments matching “${text}”` })
        .getByRole('row')
        .filter({ hasText: serial });
      await expect(row).toContainText(laptopRecipient);
      await expect(row.getByRole('link', { name: built.number })).toHaveAttribute('href', `/quotes/${built.id}`);
      await expect(row).toContainText('Delivered');
    }
    await support.screenshot({ path: `${SHOTS}/journey-support-found.png`, fullPage: true });

    // The laptop is in the inventory, held by its recipient.
    await itStaff.goto(`/inventory?serial_number=${serial}`);
    const device = itStaff.getByRole('table', { name: 'Inventory' }).getByRole('row').filter({ hasText: serial });
    await expect(device).toContainText(laptopRecipient);
    await expect(device).toContainText('Lenovo ThinkPad T14s Gen 5');
    await expect(device).toContainText(/in use/i);
    await itStaff.screenshot({ path: `${SHOTS}/journey-inventory.png`, fullPage: true });
  });

  test('a device action: IT staff reassign a device, the operator asks for input, IT staff answer, the operator ships and completes, the inventory follows', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const serial = uniqueSerial('JRNY');
    const itStaff = await signedIn(browser, 'it_staff');
    await addDeviceThroughInventory(itStaff, {
      serial,
      model: 'MacBook Pro 14',
      type: 'Laptop',
      country: 'GB',
      holder: 'James Whitfield',
    });

    // IT staff move it from James to Sophie of the directory with the wizard.
    await itStaff.goto(`/inventory?serial_number=${serial}`);
    await itStaff
      .getByRole('table', { name: 'Inventory' })
      .getByRole('link', { name: `Reassign ${serial}` })
      .click();
    await itStaff.getByRole('button', { name: 'Find device' }).click();
    await expect(itStaff.getByRole('region', { name: 'Device in your inventory' })).toContainText('James Whitfield');
    for (const step of ['Action', 'People']) {
      await itStaff.getByRole('button', { name: 'Next' }).click();
      await expect(itStaff.getByRole('region', { name: new RegExp(`Step \\d of 5: ${step}`) })).toBeVisible();
    }
    const recipient = itStaff.getByRole('group', { name: 'New recipient' });
    await recipient.getByLabel('Search the employee directory').fill('sophie');
    await recipient.getByRole('button', { name: /Sophie Wright/ }).click();
    await expect(recipient.getByLabel('Country')).toHaveValue('GB');
    for (const step of ['Details', 'Review']) {
      await itStaff.getByRole('button', { name: 'Next' }).click();
      await expect(itStaff.getByRole('region', { name: new RegExp(`Step \\d of 5: ${step}`) })).toBeVisible();
    }
    await itStaff.getByRole('button', { name: 'Create device action' }).click();
    await itStaff.waitForURL(/\/device-actions\/DA-\d{4}-\d+$/);
    const reference = decodeURIComponent(new URL(itStaff.url()).pathname.split('/').pop()!);

    // The operator finds it in the device queue and asks for input.
    const operator = await signedIn(browser, 'operator');
    await operator.goto(`/operator/search?q=${encodeURIComponent(serial)}`);
    await operator.getByRole('link', { name: reference }).click();
    await expect(operator.getByRole('heading', { level: 1, name: `Reassign ${reference}` })).toBeVisible();
    const question = 'Sophie is travelling; where should the courier deliver?';
    await operator.getByLabel('Message to the customer').fill(question);
    await operator.getByRole('button', { name: 'Raise action required' }).click();
    await expect(operator.getByTestId('toast').filter({ hasText: 'Action required raised' })).toBeVisible();

    // IT staff see it on the overview and answer on the action's page.
    await itStaff.goto('/');
    const waiting = itStaff
      .getByRole('region', { name: 'Waiting on your company' })
      .getByRole('listitem')
      .filter({ hasText: reference });
    await expect(waiting).toContainText(question);
    await waiting.getByRole('link', { name: reference }).click();
    const banner = itStaff.getByRole('region', { name: 'Action required' });
    await expect(banner).toContainText(question);
    const answer = 'Deliver to our London office, 1 Finsbury Avenue, reception.';
    await banner.getByLabel('Your answer').fill(answer);
    await banner.getByRole('button', { name: 'Send answer' }).click();
    await expect(banner).toContainText('You answered');

    // The operator reads the answer in the workspace, clears the request, ships and completes.
    await operator.reload();
    await expect(operator.getByRole('region', { name: 'Messages with the client' })).toContainText(answer);
    await operator.getByRole('button', { name: 'Clear action required' }).click();
    const trackingForm = operator.getByRole('form', { name: 'Tracking' });
    await trackingForm.getByLabel('Tracking code').fill(`DHL-${serial}`);
    await trackingForm.getByLabel('Tracking link').fill(`https://dhl.example/${serial}`);
    await trackingForm.getByRole('button', { name: 'Save tracking' }).click();
    await expect(operator.getByTestId('toast').filter({ hasText: 'Tracking saved.' })).toBeVisible();
    await operator.getByRole('button', { name: 'Complete…' }).click();
    await operator
      .getByRole('dialog', { name: `Complete ${reference}?` })
      .getByRole('button', { name: 'Complete' })
      .click();
    await expect(operator.getByTestId('toast').filter({ hasText: 'Device action completed' })).toBeVisible();

    // The device is Sophie's now.
    await itStaff.goto(`/inventory?serial_number=${serial}`);
    const device = itStaff.getByRole('table', { name: 'Inventory' }).getByRole('row').filter({ hasText: serial });
    await expect(device).toContainText('Sophie Wright');
    await itStaff.goto(`/device-actions/${reference}`);
    await expect(itStaff.getByRole('region', { name: 'Summary' })).toContainText('Completed');
  });
});
