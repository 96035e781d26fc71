import { expect, test, type Page } from '@playwright/test';
import { callApi, createQuote } from './support/api';
import { createDemoQuote, decideAllBut } from './support/demo-client-quote';
import { revealInQueue } from './support/queues';
import { signInOverHttp } from './support/session';

// The operator's day on the demo data: a quote of a kit and catalog items that the client decides item by item,
// requests for input and the client's answers, messages both ways, the outbox and the search across companies.

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true });

/** The console's search box, as on every console page. */
async function searchConsole(page: Page, text: string) {
  const search = page.getByRole('search', { name: 'Search the console' });
  await search.getByLabel('Find a quote or device action').fill(text);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/operator/search?q=${encodeURIComponent(text)}`);
}

test.describe('operator console: a quote decided item by item', () => {
  test('priced in the console beside the catalog estimates, partly decided by the client, it stays in the queue, on the fulfilment board and in search; a laptop delivered with its serial joins Acme’s inventory', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const serial = `XPS-${tag}`;
    const trackingCode = `1Z-OPS-${tag}`;
    const { quote, people, products } = await createDemoQuote(request);
    const headsetItem = quote.items.find((item) => item.product_id === products.headset.id)!;
    await signInOverHttp(page, 'operator');

    // The review queue names the quote by number, with its company.
    await page.goto('/operator');
    const toPrice = await revealInQueue(
      page,
      page
        .getByRole('table', { name: 'Quotes waiting for pricing' })
        .getByRole('row')
        .filter({ hasText: quote.number }),
    );
    await expect(toPrice).toContainText('Acme');
    await expect(toPrice).toContainText('Ines Torres');
    await toPrice.getByRole('link', { name: quote.number }).click();

    // The workspace: number, company, and the catalog's estimate beside each price field.
    await expect(page.getByRole('heading', { level: 1, name: `Quote ${quote.number}` })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Acme', exact: true })).toHaveAttribute(
      'href',
      /\/operator\/companies\//,
    );
    const items = page.getByRole('region', { name: /^Item \d+:/ });
    await expect(items).toHaveCount(9);
    const laptop = page.getByRole('region', { name: /^Item \d+: Dell XPS 13/ });
    await expect(laptop.getByTestId('catalog-estimate')).toContainText(
      `${usd(products.laptop.configurations[0]!.price_estimate!)} for the configuration asked for`,
    );
    const monitor = page.getByRole('region', { name: /^Item \d+: Dell UltraSharp 27 QHD/ });
    const lowestMonitor = Math.min(
      ...products.monitor.configurations.map((configuration) => configuration.price_estimate!),
    );
    await expect(monitor.getByTestId('catalog-estimate')).toContainText(
      `from ${usd(lowestMonitor)} (the product's lowest configuration)`,
    );
    await expect(page.getByRole('region', { name: /^Item \d+: Dell Latitude 7450/ })).toContainText('from a kit');

    // An alternative for the monitors, then every item at the catalog's estimate.
    await monitor.getByText('Add an alternative').click();
    const alternative = monitor.getByRole('form', { name: 'Alternative' });
    await alternative.getByLabel('Brand').fill('LG');
    await alternative.getByLabel('Model').fill('27UP850N-W');
    await alternative.getByLabel('Unit price').fill('429');
    await alternative.getByLabel('Description').fill('4K USB-C, in stock now');
    await alternative.getByRole('button', { name: 'Add alternative' }).click();
    await expect(monitor).toContainText('LG 27UP850N-W');
    for (let index = 0; index < 9; index += 1) {
      const item = items.nth(index);
      await item.getByRole('button', { name: 'Use estimate' }).click();
      await item.getByRole('button', { name: 'Set price' }).click();
      await expect(item.getByRole('button', { name: 'Change price' })).toBeVisible();
    }
    await expect(page.getByText('Quoted', { exact: true }).first()).toBeVisible();
    await page.screenshot(shot('operator-quote-priced'));

    // The client decides every item but the headset (the monitors as the LG alternative).
    await decideAllBut(request, quote.id, headsetItem.id);

    // Nothing vanishes: the review queue shows the quote waiting on the client, with its progress…
    await page.goto('/operator');
    const waiting = page
      .getByRole('table', { name: 'Waiting on the client' })
      .getByRole('row')
      .filter({ hasText: quote.number });
    await expect(waiting).toContainText('8 of 9 items decided');
    await expect(waiting).toContainText('Acme');
    await page.screenshot(shot('operator-review-queue'));

    // …and the fulfilment board ships what was accepted, each item by the name of what was accepted.
    await page.getByRole('link', { name: 'Fulfilment' }).click();
    const board = await revealInQueue(page, page.getByRole('region', { name: `Quote ${quote.number}` }));
    await expect(board).toContainText('Acme');
    await expect(board).toContainText('8 of 9 items decided');
    await expect(board.getByRole('group', { name: /^Dell XPS 13 \(9350\)/ })).toBeVisible();
    await expect(
      board.getByRole('group', { name: /^LG 27UP850N-W · Monitor · quantity 2 · alternative/ }),
    ).toBeVisible();
    await expect(board.getByRole('group', { name: /^Dell Latitude 7450/ })).toBeVisible();
    await expect(board.getByRole('group')).toHaveCount(8);
    await expect(board).not.toContainText('Monitor × 2');

    // Search finds it by the undecided item's recipient.
    await searchConsole(page, people.headsetHolder.name);
    await expect(
      page
        .getByRole('table', { name: `Quotes matching “${people.headsetHolder.name}”` })
        .getByRole('row')
        .filter({ hasText: quote.number }),
    ).toContainText('Acme');

    // Ship the laptop, then deliver it with the serial number the tracking did not give.
    await page.goto('/operator/fulfilment');
    const laptopShipment = (
      await revealInQueue(page, page.getByRole('region', { name: `Quote ${quote.number}` }))
    ).getByRole('group', { name: /^Dell XPS 13/ });
    const form = laptopShipment.getByRole('form', { name: `Tracking for ${people.laptopHolder.name}` });
    await form.getByLabel('Tracking code').fill(trackingCode);
    await form.getByLabel('Tracking link').fill(`https://track.example/${trackingCode}`);
    await form.getByRole('button', { name: 'Save tracking' }).click();
    await expect(form.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
    await expect(form.getByRole('note')).toContainText(
      "Without a serial number this laptop does not join Acme's inventory.",
    );
    await form.getByLabel('Serial number').fill(serial);
    await expect(form.getByRole('note')).toContainText(`1 device (${serial}) will join Acme's inventory.`);
    await page.screenshot(shot('operator-fulfilment'));
    await form.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(
      page
        .getByTestId('toast')
        .filter({ hasText: `Delivered to ${people.laptopHolder.name}; 1 device added to Acme's inventory.` }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: `Quote ${quote.number}` })).toContainText(
      'One more accepted item is delivered.',
    );

    // The laptop is in Acme's inventory, in use by its recipient from the directory.
    const assets = await callApi(request, 'GET', `/api/v1/assets?serial_number=${serial}`);
    expect(assets.body.data).toEqual([
      expect.objectContaining({
        serial_number: serial,
        status: 'in_use',
        source: 'procured',
        employee: { name: people.laptopHolder.name, email: people.laptopHolder.email },
      }),
    ]);

    // The serial finds the quote, and the workspace says where the device went.
    await searchConsole(page, serial);
    const bySerial = page
      .getByRole('table', { name: `Quotes matching “${serial}”` })
      .getByRole('row')
      .filter({ hasText: quote.number });
    await expect(bySerial).toContainText(`${people.laptopHolder.name} (serial ${serial})`);
    await page.screenshot(shot('operator-search'));
    await bySerial.getByRole('link', { name: quote.number }).click();
    await expect(page).toHaveURL(`/operator/quotes/${quote.id}`);
    await expect(page.getByRole('region', { name: /^Item \d+: Dell XPS 13/ })).toContainText(
      `Serial number ${serial} · in Acme's inventory`,
    );
    await expect(page.getByRole('region', { name: /^Item \d+: Dell UltraSharp 27 QHD/ })).toContainText(
      'the client accepted LG 27UP850N-W',
    );
  });
});

test.describe('operator console: requests for input and messages', () => {
  test('the client’s answer to a request for input shows in the review queue and the thread; the operator writes back', async ({
    page,
    request,
  }) => {
    const { quoteId, quote } = await createQuote(request);
    await signInOverHttp(page, 'operator');
    await page.goto(`/operator/quotes/${quoteId}`);
    await expect(page.getByRole('region', { name: 'Messages with the client' })).toContainText('No messages yet.');
    await page.getByLabel('Message to the customer').fill('Which floor is Ada on?');
    await page.getByRole('button', { name: 'Raise action required' }).click();
    await expect(page.getByRole('region', { name: 'Action required' })).toContainText('Which floor is Ada on?');

    const reply = await callApi(request, 'POST', `/api/v1/quotes/${quoteId}/comments`, {
      body: { message: 'Third floor, desk 12.', author: 'Ines Torres' },
    });
    expect(reply.status).toBe(201);

    await page.goto('/operator');
    const answered = page
      .getByRole('table', { name: 'Answers from clients' })
      .getByRole('row')
      .filter({ hasText: quote.number });
    await expect(answered).toContainText('Acme');
    await expect(answered).toContainText('Asked: “Which floor is Ada on?”');
    await expect(answered).toContainText('Ines Torres answered');
    await expect(answered).toContainText('Third floor, desk 12.');
    await answered.getByRole('link', { name: quote.number }).click();

    const thread = page.getByRole('region', { name: 'Messages with the client' });
    await expect(thread.getByRole('listitem').filter({ hasText: 'Third floor, desk 12.' })).toContainText(
      'answers the request for input',
    );
    await thread.getByLabel('Write to the client').fill('Thanks, we ship to the third floor.');
    await thread.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Message sent to the client.' })).toBeVisible();
    await expect(thread.getByRole('listitem').filter({ hasText: 'Thanks, we ship to the third floor.' })).toContainText(
      'Loadout',
    );
    const client = await callApi(request, 'GET', `/api/v1/quotes/${quoteId}`);
    expect(client.body.data.comments.at(-1)).toMatchObject({
      message: 'Thanks, we ship to the third floor.',
      source: 'operator',
    });
    await page.screenshot(shot('operator-quote-thread'));

    // Cleared, the request no longer waits in the queue.
    await page.getByRole('button', { name: 'Clear action required' }).click();
    await expect(page.getByRole('heading', { name: 'Ask the customer for input' })).toBeVisible();
    await page.goto('/operator');
    const answers = page.getByRole('region', { name: 'Answers from clients' });
    await expect(answers.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    await expect(answers.getByRole('row').filter({ hasText: quote.number })).toHaveCount(0);
  });

  test('a device action’s answer shows in the review queue; the device queue and the workspace name the company; the operator writes back', async ({
    page,
    request,
  }) => {
    const serial = `ASK-${Date.now()}${Math.floor(Math.random() * 1000)}`;
    expect(
      (
        await callApi(request, 'POST', '/api/v1/devices', {
          body: { serial_number: serial, device_type: 'Laptop', model: 'ThinkPad T14', country: 'DE' },
        })
      ).status,
    ).toBe(201);
    const created = await callApi(request, 'POST', '/api/v1/device-actions', {
      body: {
        action_type: 'Store',
        serial_number: serial,
        current_user: { name: 'Kai Weber', email: 'kai@acme.example' },
        notification_emails: ['it@acme.example'],
      },
    });
    expect(created.status).toBe(201);
    const action = created.body.data as { id: string; action_id: string };
    await callApi(request, 'POST', `/operator/v1/device-actions/${action.id}/action-required`, {
      operator: true,
      body: { message: 'Is the charger included?' },
    });
    await callApi(request, 'POST', `/api/v1/device-actions/${action.id}/comments`, {
      body: { message: 'Yes, in the box.', author: 'Ines Torres' },
    });

    await signInOverHttp(page, 'operator');
    await page.goto('/operator');
    const answered = page
      .getByRole('table', { name: 'Answers from clients' })
      .getByRole('row')
      .filter({ hasText: action.action_id });
    await expect(answered).toContainText('Acme');
    await expect(answered).toContainText('Yes, in the box.');

    await page.getByRole('link', { name: 'Device queue' }).click();
    // The review queue's row names the serial too: look for it only once the device queue is on screen.
    await expect(page.getByRole('heading', { level: 1, name: 'Device queue' })).toBeVisible();
    const queue = page.getByRole('table', { name: 'Device actions in progress' });
    const row = await revealInQueue(page, queue.getByRole('row').filter({ hasText: serial }));
    await expect(row).toContainText('Acme');
    await row.getByRole('link', { name: action.action_id }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Store ${action.action_id}` })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Acme', exact: true })).toBeVisible();
    const thread = page.getByRole('region', { name: 'Messages with the client' });
    await expect(thread.getByRole('listitem').filter({ hasText: 'Yes, in the box.' })).toContainText(
      'answers the request for input',
    );
    await expect(thread).toContainText('e-mailed to it@acme.example');
    await thread.getByLabel('Write to the client').fill('Thanks, the courier collects it on Monday.');
    await thread.getByRole('button', { name: 'Send message' }).click();
    await expect(
      thread.getByRole('listitem').filter({ hasText: 'Thanks, the courier collects it on Monday.' }),
    ).toContainText('Loadout');
    await page.screenshot(shot('operator-device-action-thread'));
  });
});

test.describe('operator console: outbox', () => {
  test('each message names its quote or device action (linked) and its company, and says in words where it went', async ({
    page,
    request,
  }) => {
    const { quoteId, quote } = await createQuote(request);
    await callApi(request, 'POST', `/operator/v1/quotes/${quoteId}/comments`, {
      operator: true,
      body: { message: 'We are on it.' },
    });
    // Within a moment the worker e-mails them (the stack has an SMTP server) and keeps the tracker's task (none is
    // configured).
    await expect
      .poll(async () => {
        const { body } = await callApi(request, 'GET', '/operator/v1/outbox?limit=100', { operator: true });
        const ofQuote = body.data.filter((message: { subject: string }) => message.subject === `quote:${quoteId}`);
        return (
          ofQuote.length >= 4 &&
          ofQuote.every(
            (message: { kind: string; status: string }) =>
              message.status === (message.kind === 'email' ? 'sent' : 'stored'),
          )
        );
      })
      .toBe(true);
    await signInOverHttp(page, 'operator');
    await page.goto('/operator/outbox?kind=email');
    const email = page.getByRole('row').filter({ hasText: `Message about your quote ${quote.number}` });
    await expect(email.getByRole('link', { name: `Quote ${quote.number}` })).toBeVisible();
    await expect(email).toContainText('Acme');
    await expect(email).toContainText('E-mailed over SMTP to it@acme.example.');
    const desk = page.getByRole('row').filter({ hasText: `New quote to review: ${quote.number}` });
    await expect(desk).toContainText('E-mailed over SMTP to procurement-desk@loadout.example.');
    await expect(page.getByRole('row').filter({ hasText: `quote:${quoteId}` })).toHaveCount(0);
    await page.screenshot(shot('operator-outbox-words'));

    await page.getByRole('button', { name: 'Tracker tasks' }).click();
    const task = page.getByRole('row').filter({ hasText: `Price quote ${quote.number}` });
    await expect(task).toContainText('Kept in Loadout — no task tracker configured (TASK_TRACKER_URL).');
    await task.getByRole('link', { name: `Quote ${quote.number}` }).click();
    await expect(page).toHaveURL(`/operator/quotes/${quoteId}`);
  });
});
