import { expect, test, type Browser, type Page } from '@playwright/test';
import { callApi } from './support/api';
import { revealInQueue } from './support/queues';
import { startWebhookReceiver, type WebhookReceiver } from './support/receiver';
import { signInOverHttp } from './support/session';
import type { E2ERole } from './support/stack';

// Both flows across both sides: the company's people in the dashboard, Loadout's staff in the operator console,
// and a webhook receiver that must see every event of the flow.

async function pageFor(browser: Browser, role: E2ERole): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInOverHttp(page, role);
  return page;
}

function eventsAbout(receiver: WebhookReceiver, id: string) {
  return receiver.events.filter((event) => JSON.stringify(event.data).includes(id)).map((event) => event.type);
}

test.describe('flow A: a quote from request to delivery', () => {
  test('IT staff request, the operator prices and offers an alternative, a manager accepts it, the operator ships and delivers, support finds it', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const receiver = await startWebhookReceiver(request);
    const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const trackingCode = `1Z-FLOW-A-${tag}`;
    try {
      // IT staff build the quote in the dashboard.
      const itStaff = await pageFor(browser, 'it_staff');
      await itStaff.goto('/quotes/new');
      await itStaff.getByRole('button', { name: 'Add freeform item' }).click();
      const item = itStaff.getByRole('region', { name: /^Item 1 ·/ });
      await item.getByLabel('Product type').fill('Monitor');
      await item.getByLabel('Specification 1 value').fill('Dell');
      await item.getByLabel('Specification 2 value').fill('U2723QE');
      const recipient = item.getByRole('group', { name: 'Recipient 1', exact: true });
      await recipient.getByLabel('Name', { exact: true }).fill(`Flow A ${tag}`);
      await recipient.getByLabel('E-mail', { exact: true }).fill(`flow-a-${tag}@acme.example`);
      await recipient.getByLabel('Country', { exact: true }).selectOption({ label: 'Netherlands' });
      await recipient.getByLabel('Address', { exact: true }).fill('Keizersgracht 1, Amsterdam');
      await itStaff.getByRole('button', { name: 'Submit quote request' }).click();
      await expect(itStaff).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
      const quoteId = new URL(itStaff.url()).pathname.split('/').pop()!;

      // The operator finds it in the review queue, offers an alternative and prices the item.
      const operator = await pageFor(browser, 'operator');
      const { number } = (await callApi(request, 'GET', `/api/v1/quotes/${quoteId}`)).body.data;
      await operator.goto('/operator');
      await (await revealInQueue(operator, operator.getByRole('link', { name: number, exact: true }))).click();
      await expect(operator).toHaveURL(`/operator/quotes/${quoteId}`);
      await operator.getByText('Add an alternative').click();
      const alternative = operator.getByRole('form', { name: 'Alternative' });
      await alternative.getByLabel('Brand').fill('LG');
      await alternative.getByLabel('Model').fill('27UP850N-W');
      await alternative.getByLabel('Unit price').fill('429');
      await alternative.getByLabel('Description').fill('Same 4K USB-C class, in stock now');
      await alternative.getByLabel('Exact match for what was asked').check();
      await alternative.getByRole('button', { name: 'Add alternative' }).click();
      await expect(operator.getByText('LG 27UP850N-W')).toBeVisible();
      await operator.getByLabel('Unit price (USD)').fill('499');
      await operator.getByRole('button', { name: 'Set price' }).click();
      await expect(operator.getByText('Quoted', { exact: true }).first()).toBeVisible();
      await operator.screenshot({ path: 'test-results/screenshots/flow-a-operator-priced.png', fullPage: true });

      // A manager compares and accepts the alternative.
      const manager = await pageFor(browser, 'manager');
      await manager.goto(`/quotes/${quoteId}`);
      await manager
        .getByRole('article', { name: 'Alternative 1: LG 27UP850N-W' })
        .getByRole('button', { name: /^Accept/ })
        .click();
      await manager
        .getByRole('dialog', { name: 'Accept LG 27UP850N-W?' })
        .getByRole('button', { name: 'Accept option' })
        .click();
      await expect(manager.getByRole('region', { name: 'Summary' })).toContainText('Approved');

      // The operator ships it from the fulfilment board, then confirms delivery.
      await operator.goto('/operator/fulfilment');
      const shipment = await revealInQueue(
        operator,
        operator.getByRole('form', { name: `Tracking for Flow A ${tag}` }),
      );
      await shipment.getByLabel('Tracking code').fill(trackingCode);
      await shipment.getByLabel('Tracking link').fill(`https://track.example/${trackingCode}`);
      await shipment.getByLabel('Serial number').fill(`SN-${tag}`);
      await shipment.getByRole('button', { name: 'Save tracking' }).click();
      await operator
        .getByRole('form', { name: `Tracking for Flow A ${tag}` })
        .getByRole('button', { name: 'Mark delivered' })
        .click();
      await expect(operator.getByTestId('toast').filter({ hasText: `Delivered to Flow A ${tag}` })).toBeVisible();

      // Support finds the delivered shipment and its tracking link.
      const support = await pageFor(browser, 'support');
      await support.goto(`/shipments?q=${trackingCode}`);
      const row = support.getByRole('row').filter({ hasText: `Flow A ${tag}` });
      await expect(row).toContainText('Delivered');
      await expect(row.getByRole('link', { name: new RegExp(`^${trackingCode}`) })).toHaveAttribute(
        'href',
        `https://track.example/${trackingCode}`,
      );
      await support.screenshot({ path: 'test-results/screenshots/flow-a-support.png', fullPage: true });

      const quote = await callApi(request, 'GET', `/api/v1/quotes/${quoteId}`);
      expect(quote.body.data.status).toBe('Delivered');
      await expect
        .poll(() => eventsAbout(receiver, quoteId), { timeout: 20_000 })
        .toEqual(['quote.created', 'quote.pending', 'quote.approved', 'quote.tracking_added', 'quote.delivered']);
    } finally {
      await receiver.close();
    }
  });
});

test.describe('flow B: a device from one person to another', () => {
  test('IT staff run the wizard, the operator tracks and completes it, the inventory shows the new holder', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const receiver = await startWebhookReceiver(request);
    const serial = `FLOWB-${Date.now()}${Math.floor(Math.random() * 1000)}`;
    try {
      const added = await callApi(request, 'POST', '/api/v1/devices', {
        body: { serial_number: serial, device_type: 'Laptop', model: 'ThinkPad T14', country: 'IN' },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);

      const itStaff = await pageFor(browser, 'it_staff');
      await itStaff.goto('/device-actions/new');
      await runWizard(itStaff, serial);
      await itStaff.waitForURL(/\/device-actions\/DA-\d{4}-\d+$/);
      const reference = decodeURIComponent(new URL(itStaff.url()).pathname.split('/').pop()!);

      const operator = await pageFor(browser, 'operator');
      await operator.goto('/operator/device-actions');
      await (
        await revealInQueue(operator, operator.getByRole('row').filter({ hasText: serial }))
      )
        .getByRole('link')
        .click();
      await expect(operator.getByRole('heading', { level: 1, name: `Assign ${reference}` })).toBeVisible();
      const tracking = operator.getByRole('form', { name: 'Tracking' });
      await tracking.getByLabel('Tracking code').fill(`TRK-${serial}`);
      await tracking.getByLabel('Tracking link').fill(`https://track.example/${serial}`);
      await tracking.getByRole('button', { name: 'Save tracking' }).click();
      await expect(operator.getByTestId('toast').filter({ hasText: 'Tracking saved.' })).toBeVisible();
      await operator.getByRole('button', { name: 'Complete…' }).click();
      await operator
        .getByRole('dialog', { name: /^Complete / })
        .getByRole('button', { name: 'Complete' })
        .click();
      await expect(operator.getByText('Completed', { exact: true }).first()).toBeVisible();

      await itStaff.goto(`/inventory?serial_number=${serial}`);
      const row = itStaff.getByRole('row').filter({ hasText: serial });
      await expect(row).toContainText('Neha Gupta');
      await expect(row).toContainText('in use');
      await itStaff.screenshot({ path: 'test-results/screenshots/flow-b-inventory.png', fullPage: true });

      await expect
        .poll(() => eventsAbout(receiver, reference), { timeout: 20_000 })
        .toEqual(['logistics.created', 'logistics.tracking_added', 'logistics.completed']);
    } finally {
      await receiver.close();
    }
  });
});

/** The device-action wizard: the device is found in storage and assigned to an employee from the directory. */
async function runWizard(page: Page, serial: string) {
  await page.getByLabel('Serial number').fill(serial);
  await page.getByRole('button', { name: 'Find device' }).click();
  await expect(page.getByRole('region', { name: 'Device in your inventory' })).toContainText(
    'Found in your inventory.',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /^Assign/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  const recipient = page.getByRole('group', { name: 'New recipient' });
  await recipient.getByLabel('Search the employee directory').fill('neha');
  await recipient.getByRole('button', { name: /Neha Gupta/ }).click();
  await expect(recipient.getByLabel('Name', { exact: true })).toHaveValue('Neha Gupta');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('region', { name: /Step 5 of 5/ })).toContainText(serial);
  await page.getByRole('button', { name: 'Create device action' }).click();
}
