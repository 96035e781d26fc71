import { expect, test, type Page } from '@playwright/test';
import { callApi } from './support/api';
import { addDevice, createDeviceAction, operatorActionStep } from './support/devices';
import { addDeviceThroughInventory, uniqueSerial } from './support/inventory';
import { signInOverHttp } from './support/session';

const SHOTS = 'test-results/screenshots';

async function next(page: Page, step: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`Step \\d of 5: ${step}`) })).toBeVisible();
}

test.describe('Device actions: Loadout asks, IT staff answer', () => {
  test('journey: a Reassign from the wizard, a request for input answered in the dashboard, completed: the new holder has the device', async ({
    page,
  }) => {
    await signInOverHttp(page, 'it_staff');
    const serial = uniqueSerial('JRN');
    await addDeviceThroughInventory(page, {
      serial,
      model: 'Dell Latitude 7450',
      type: 'Laptop',
      country: 'DE',
      holder: 'Jonas Schmidt',
    });

    // The wizard finds the device held by a demo employee; Reassign collects it from them with their directory address.
    await page.goto('/device-actions/new');
    await page.getByLabel('Serial number').fill(serial);
    await page.getByRole('button', { name: 'Find device' }).click();
    await expect(page.getByRole('region', { name: 'Device in your inventory' })).toContainText(
      'Jonas Schmidt (jonas.schmidt@acme.example)',
    );
    await expect(page.getByRole('region', { name: 'Device in your inventory' })).toContainText('Germany');
    await next(page, 'Action');
    await page.getByRole('radio', { name: /^Reassign/ }).check();
    await next(page, 'People');
    const current = page.getByRole('group', { name: 'Current user' });
    await expect(current.getByLabel('Name', { exact: true })).toHaveValue('Jonas Schmidt');
    await expect(current.getByLabel('E-mail')).toHaveValue('jonas.schmidt@acme.example');
    await expect(current.getByLabel('Country')).toHaveValue('DE');
    await expect(current.getByLabel('Address')).toHaveValue('Oranienstraße 185, 10999 Berlin, Germany');
    const recipient = page.getByRole('group', { name: 'New recipient' });
    await recipient.getByLabel('Search the employee directory').fill('lena');
    await recipient.getByRole('button', { name: /Lena Hoffmann/ }).click();
    await expect(recipient.getByLabel('Country')).toHaveValue('DE');
    await next(page, 'Details');
    await next(page, 'Review');
    const review = page.getByRole('region', { name: /Step 5 of 5/ });
    await expect(review).toContainText(
      'Jonas Schmidt · jonas.schmidt@acme.example · Germany · Oranienstraße 185, 10999 Berlin, Germany',
    );
    await expect(review).toContainText('Lena Hoffmann · lena.hoffmann@acme.example · Germany · Schanzenstraße 23');
    await page.getByRole('button', { name: 'Create device action' }).click();
    await page.waitForURL(/\/device-actions\/DA-\d{4}-\d+$/);
    const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const created = await callApi(page.request, 'GET', `/api/v1/device-actions/${reference}`);
    expect(created.body.data.current_user).toMatchObject({
      name: 'Jonas Schmidt',
      country: 'DE',
      address: 'Oranienstraße 185, 10999 Berlin, Germany',
    });
    const id: string = created.body.data.id;

    // Loadout asks for input (operator API).
    const question = 'The courier needs a phone number for Jonas; which one should they call?';
    await operatorActionStep(page.request, id, 'action-required', { message: question });

    // The list and the overview say "Action required", not only "In Progress".
    await page.goto(`/device-actions?serial_number=${serial}`);
    const row = page.getByRole('table', { name: 'Device actions' }).getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('Action required');
    await page.screenshot({ path: `${SHOTS}/device-actions-list-action-required.png`, fullPage: true });
    await page.goto('/');
    const waiting = page.getByRole('region', { name: 'Waiting on your company' });
    const request = waiting.getByRole('listitem').filter({ hasText: reference });
    await expect(request).toContainText('Action required');
    await expect(request).toContainText(question);
    expect(Number(await waiting.getByTestId('waiting-count').first().textContent())).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: `${SHOTS}/home-waiting-on-company.png`, fullPage: true });

    // IT staff answer on the action's page; the answer is a comment signed with their name.
    await request.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Action required' });
    await expect(banner).toContainText(question);
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Action required');
    await banner.getByRole('button', { name: 'Send answer' }).click();
    await expect(banner.getByText('must not be empty')).toBeVisible();
    const answer = 'Please call +49 30 555 0142 (Jonas, mornings).';
    await banner.getByLabel('Your answer').fill(answer);
    await page.screenshot({ path: `${SHOTS}/device-action-answer.png`, fullPage: true });
    await banner.getByRole('button', { name: 'Send answer' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: `Sent to Loadout about ${reference}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Comments' })).toContainText(answer);
    await expect(page.getByRole('region', { name: 'Comments' })).toContainText('Ines Torres');
    await expect(banner).toContainText('You answered');
    await expect(banner.getByLabel('Add to your answer')).toHaveValue('');

    // Loadout sees it, clears the request and completes the action.
    const seen = await callApi(page.request, 'GET', `/operator/v1/device-actions/${id}`, { operator: true });
    expect(seen.body.data.comments).toContainEqual(
      expect.objectContaining({ message: answer, author: 'Ines Torres', source: 'client' }),
    );
    await operatorActionStep(page.request, id, 'action-required', undefined, 'DELETE');
    await operatorActionStep(page.request, id, 'complete', {});
    await page.reload();
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Completed');
    await expect(page.getByRole('region', { name: 'Action required' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel action' })).toHaveCount(0);

    // The inventory shows the new holder.
    await page.goto(`/inventory?serial_number=${serial}`);
    const device = page.getByRole('table', { name: 'Inventory' }).getByRole('row').filter({ hasText: serial });
    await expect(device).toContainText('Lena Hoffmann');
    await expect(device).toContainText('lena.hoffmann@acme.example');
  });

  test('managers and support read a request for input but cannot answer or cancel', async ({ page }) => {
    const serial = uniqueSerial('RO');
    await addDevice(page.request, {
      serial,
      holder: { name: 'Daan Jansen', email: 'daan.jansen@acme.example' },
      country: 'NL',
    });
    const { id, reference } = await createDeviceAction(page.request, {
      action_type: 'Store',
      serial_number: serial,
      current_user: { name: 'Daan Jansen', email: 'daan.jansen@acme.example' },
    });
    await operatorActionStep(page.request, id, 'action-required', { message: 'Is the charger going along?' });

    await signInOverHttp(page, 'manager');
    await page.goto(`/device-actions/${reference}`);
    const banner = page.getByRole('region', { name: 'Action required' });
    await expect(banner).toContainText('Is the charger going along?');
    await expect(banner).toContainText('IT staff answer it on this page.');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel action' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Device', exact: true })).toContainText('Netherlands');
    await page.goto(`/device-actions?serial_number=${serial}`);
    await expect(
      page.getByRole('table', { name: 'Device actions' }).getByRole('row').filter({ hasText: reference }),
    ).toContainText('Action required');

    await signInOverHttp(page, 'support');
    await page.goto('/');
    const waiting = page.getByRole('region', { name: 'Waiting on your company' });
    await expect(waiting.getByRole('listitem').filter({ hasText: reference })).toContainText(
      'Is the charger going along?',
    );
    await expect(waiting).toContainText('IT staff answer these on the page of each quote or device action.');
    expect(
      (await page.request.post(`/api/device-actions/${id}/comments`, { data: { message: 'From support' } })).status(),
    ).toBe(403);
    expect((await page.request.post(`/api/device-actions/${id}/cancel`, { data: {} })).status()).toBe(403);
  });

  test('IT staff cancel an action that has not shipped; once it has tracking they ask Loadout to stop it', async ({
    page,
  }) => {
    const first = uniqueSerial('CXL');
    const second = uniqueSerial('CXL');
    for (const serial of [first, second]) await addDevice(page.request, { serial });
    const person = { name: 'Lotte Bakker', email: 'lotte.bakker@acme.example' };
    const waiting = await createDeviceAction(page.request, {
      action_type: 'Assign',
      serial_number: first,
      new_recipient: person,
    });
    const shipped = await createDeviceAction(page.request, {
      action_type: 'Assign',
      serial_number: second,
      new_recipient: person,
    });
    await operatorActionStep(page.request, shipped.id, 'tracking', {
      tracking_code: `UPS-${second}`,
      tracking_link: `https://tracking.example/${second}`,
    });

    await signInOverHttp(page, 'it_staff');
    await page.goto(`/device-actions/${waiting.reference}`);
    await page.getByRole('button', { name: 'Cancel action' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel ${waiting.reference}?` });
    await dialog.getByLabel('Reason (optional)').fill('Lotte keeps her current laptop.');
    await page.screenshot({ path: `${SHOTS}/device-action-cancel.png` });
    await dialog.getByRole('button', { name: 'Cancel the action' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Cancelled');
    await expect(page.getByRole('region', { name: 'Status history' })).toContainText(
      'Cancelled by the client: Lotte keeps her current laptop.',
    );
    await expect(page.getByRole('button', { name: 'Cancel action' })).toHaveCount(0);

    await page.goto(`/device-actions/${shipped.reference}`);
    await page.getByRole('button', { name: 'Cancel action' }).click();
    const ask = page.getByRole('dialog', { name: `Only Loadout can stop ${shipped.reference} now` });
    await expect(ask).toContainText(`The device has shipped (tracking UPS-${second})`);
    await ask.getByRole('button', { name: 'Ask Loadout to stop it' }).click();
    await expect(ask.getByRole('alert')).toContainText('Write what Loadout should do');
    await ask.getByLabel('Message to Loadout').fill('Please stop this delivery: Lotte is leaving Acme.');
    await page.screenshot({ path: `${SHOTS}/device-action-cancel-shipped.png` });
    await ask.getByRole('button', { name: 'Ask Loadout to stop it' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByRole('region', { name: 'Comments' })).toContainText(
      'Please stop this delivery: Lotte is leaving Acme.',
    );
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('In Progress');
    const seen = await callApi(page.request, 'GET', `/operator/v1/device-actions/${shipped.id}`, { operator: true });
    expect(seen.body.data.comments).toContainEqual(
      expect.objectContaining({
        source: 'client',
        author: 'Ines Torres',
        message: 'Please stop this delivery: Lotte is leaving Acme.',
      }),
    );
  });

  test('the wizard says at lookup that the device already has an action in progress, with the link', async ({
    page,
  }) => {
    const serial = uniqueSerial('BUSY');
    await addDevice(page.request, {
      serial,
      holder: { name: 'Hugo Bernard', email: 'hugo.bernard@acme.example' },
      country: 'FR',
    });
    const { reference } = await createDeviceAction(page.request, {
      action_type: 'Store',
      serial_number: serial,
      current_user: { name: 'Hugo Bernard' },
    });

    await signInOverHttp(page, 'it_staff');
    await page.goto('/device-actions/new');
    await page.getByLabel('Serial number').fill(serial.toLowerCase());
    await page.getByRole('button', { name: 'Find device' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This device cannot take a new action now' });
    await expect(alert).toContainText(
      `Device ${serial} already has an action in progress (${reference}), a Store requested on`,
    );
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 5: Device' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/device-action-wizard-busy.png`, fullPage: true });
    await alert.getByRole('link', { name: `Open the active action ${reference}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  });
});
