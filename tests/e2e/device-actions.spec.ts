import { expect, test, type Page } from '@playwright/test';
import { callApi } from './support/api';
import { addDeviceThroughInventory, uniqueSerial } from './support/inventory';
import { signInOverHttp } from './support/session';

const SHOTS = 'test-results/screenshots';

/** Opens the wizard from the list and looks the serial number up. */
async function startWizard(page: Page, serial: string) {
  await page.goto('/device-actions');
  await page.getByRole('link', { name: 'New device action' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New device action' })).toBeVisible();
  await page.getByLabel('Serial number').fill(serial);
  await page.getByRole('button', { name: 'Find device' }).click();
}

async function next(page: Page, step: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`Step \\d of 5: ${step}`) })).toBeVisible();
}

/** Describes a device outside the inventory and creates a Store action that collects it from a typed-in person. */
async function createExternalStore(page: Page, serial: string) {
  await startWizard(page, serial);
  await expect(page.getByText('Not in your inventory.')).toBeVisible();
  await page.getByLabel('Model').fill('Dell Latitude 7450');
  await page.getByLabel('Device type').fill('Laptop');
  await page.getByLabel('Country', { exact: true }).selectOption('Netherlands');
  await page.screenshot({ path: `${SHOTS}/device-action-wizard-1-device-external.png`, fullPage: true });
  await next(page, 'Action');
  await page.getByRole('radio', { name: /^Store/ }).check();
  await next(page, 'People');
  await expect(page.getByRole('group', { name: 'New recipient' })).toHaveCount(0);
  const holder = page.getByRole('group', { name: 'Current user' });
  await holder.getByLabel('Name', { exact: true }).fill('Jan de Vries');
  await holder.getByLabel('E-mail').fill('jan.devries@contractor.example');
  await holder.getByLabel('Address').fill('Keizersgracht 1, 1015 Amsterdam');
  await holder.getByLabel('Phone').fill('+31 20 555 0100');
  await next(page, 'Details');
  await next(page, 'Review');
  await page.getByRole('button', { name: 'Create device action' }).click();
}

test.describe('Device actions', () => {
  test('IT staff assign an inventory device to an employee picked from the directory', async ({ page }) => {
    await signInOverHttp(page, 'it_staff');
    const serial = uniqueSerial('WIZ');
    await addDeviceThroughInventory(page, { serial, model: 'MacBook Pro 14', type: 'Laptop', country: 'IN' });

    // Step 1: the serial is in the inventory, so its details come from there.
    await startWizard(page, serial);
    const found = page.getByRole('region', { name: 'Device in your inventory' });
    await expect(found).toContainText('Found in your inventory.');
    await expect(found).toContainText('MacBook Pro 14');
    await expect(found).toContainText('Nobody: in storage');
    await expect(page.getByLabel('Model')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/device-action-wizard-1-device.png`, fullPage: true });

    // Step 2: the action type is required.
    await next(page, 'Action');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Choose an action')).toBeVisible();
    await page.getByRole('radio', { name: /^Assign/ }).check();
    await page.screenshot({ path: `${SHOTS}/device-action-wizard-2-action.png`, fullPage: true });

    // Step 3: Assign ships from storage, so only the new recipient; picked from the directory.
    await next(page, 'People');
    await expect(page.getByRole('group', { name: 'Current user' })).toHaveCount(0);
    const recipient = page.getByRole('group', { name: 'New recipient' });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(recipient.getByText('must not be empty')).toBeVisible();
    await recipient.getByLabel('Search the employee directory').fill('neha');
    await recipient.getByRole('button', { name: /Neha Gupta/ }).click();
    await expect(recipient.getByLabel('Name', { exact: true })).toHaveValue('Neha Gupta');
    await expect(recipient.getByLabel('E-mail')).toHaveValue('neha.gupta@acme.example');
    await expect(recipient.getByLabel('Country')).toHaveValue('IN');
    await expect(recipient.getByLabel('Address')).toHaveValue(/Noida/);
    await recipient.getByLabel('Phone').fill('+91 120 555 0199');
    await page.screenshot({ path: `${SHOTS}/device-action-wizard-3-people.png`, fullPage: true });

    // Step 4: wipe, notes and notification e-mails (checked with the contract).
    await next(page, 'Details');
    await page.getByLabel(/Wipe the device/).check();
    await page.getByLabel('Notes').fill('Charger and sleeve go along.');
    await page.getByLabel('Notification e-mails').fill('it@acme.example, nope');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('nope: must be an e-mail address')).toBeVisible();
    await page.getByLabel('Notification e-mails').fill('it@acme.example, arjun.mehta@acme.example');
    await page.screenshot({ path: `${SHOTS}/device-action-wizard-4-details.png`, fullPage: true });

    // Step 5: review everything, then create.
    await next(page, 'Review');
    const review = page.getByRole('region', { name: /Step 5 of 5/ });
    await expect(review).toContainText(serial);
    await expect(review).toContainText('MacBook Pro 14 · Laptop · India (from the inventory)');
    await expect(review).toContainText('Neha Gupta · neha.gupta@acme.example · +91 120 555 0199 · India');
    await expect(review).toContainText('Yes, wipe the device');
    await expect(review).toContainText('it@acme.example, arjun.mehta@acme.example');
    await page.screenshot({ path: `${SHOTS}/device-action-wizard-5-review.png`, fullPage: true });
    await page.getByRole('button', { name: 'Create device action' }).click();

    await page.waitForURL(/\/device-actions\/DA-\d{4}-\d+$/);
    const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await expect(page.getByTestId('toast').filter({ hasText: `Device action ${reference} created` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('In Progress');
    await expect(page.getByRole('region', { name: 'Device', exact: true })).toContainText(serial);
    await expect(page.getByRole('region', { name: 'New recipient' })).toContainText('Neha Gupta');
    await expect(page.getByRole('region', { name: 'Current user' })).toContainText('None: the device leaves storage.');
    await expect(page.getByRole('region', { name: 'Handling' })).toContainText('Charger and sleeve go along.');
    await expect(page.getByRole('region', { name: 'Status history' })).toContainText('In Progress');
    await page.screenshot({ path: `${SHOTS}/device-action-detail.png`, fullPage: true });

    const { status, body } = await callApi(page.request, 'GET', `/api/v1/device-actions/${reference}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      action_id: reference,
      action_type: 'Assign',
      status: 'In Progress',
      serial_number: serial,
      model: 'MacBook Pro 14',
      type: 'Laptop',
      country: 'IN',
      external: false,
      current_user: null,
      new_recipient: { name: 'Neha Gupta', email: 'neha.gupta@acme.example', country: 'IN', phone: '+91 120 555 0199' },
      wipe: true,
      notes: 'Charger and sleeve go along.',
      notification_emails: ['it@acme.example', 'arjun.mehta@acme.example'],
    });
    expect(body.data.new_recipient.address).toContain('Noida');

    // The list filters by serial number (in the URL) and links to the detail.
    await page.goto('/device-actions');
    const filters = page.getByRole('search', { name: 'Filter device actions' });
    await filters.getByLabel('Serial number').fill(serial.toLowerCase());
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/serial_number=/);
    await filters.getByLabel('Action type').selectOption('Assign');
    await expect(page).toHaveURL(/action_type=Assign/);
    const table = page.getByRole('table', { name: 'Device actions' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Neha Gupta');
    await page.screenshot({ path: `${SHOTS}/device-actions-list.png`, fullPage: true });
    await filters.getByLabel('Status').selectOption('completed');
    await expect(page.getByText('No device actions match these filters.')).toBeVisible();
    await filters.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/device-actions$/);
    await page.goto(`/device-actions?serial_number=${serial}`);
    await page.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  });

  test('an external device, then a second action on it while the first is active: the lookup links to the active one', async ({
    page,
  }) => {
    await signInOverHttp(page, 'it_staff');
    const serial = uniqueSerial('EXT');
    await createExternalStore(page, serial);
    await page.waitForURL(/\/device-actions\/DA-\d{4}-\d+$/);
    const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Outside the inventory (external)');

    const { body } = await callApi(page.request, 'GET', `/api/v1/device-actions/${reference}`);
    expect(body.data).toMatchObject({
      action_type: 'Store',
      external: true,
      serial_number: serial,
      model: 'Dell Latitude 7450',
      type: 'Laptop',
      country: 'NL',
      current_user: {
        name: 'Jan de Vries',
        email: 'jan.devries@contractor.example',
        address: 'Keizersgracht 1, 1015 Amsterdam',
        phone: '+31 20 555 0100',
        country: null,
      },
      new_recipient: null,
      wipe: false,
      notification_emails: [],
    });

    // Loadout's side shows up on the detail: tracking, a comment and a request for action.
    const id = body.data.id as string;
    const operatorSteps = [
      ['tracking', { tracking_code: 'DHL-555-0100', tracking_link: 'https://tracking.example/DHL-555-0100' }],
      ['comments', { message: 'Courier booked for Tuesday morning.' }],
      ['action-required', { message: 'Please confirm the pickup address has a reception desk.' }],
    ] as const;
    for (const [step, payload] of operatorSteps) {
      expect(
        (
          await callApi(page.request, 'POST', `/operator/v1/device-actions/${id}/${step}`, {
            operator: true,
            body: payload,
          })
        ).status,
      ).toBe(200);
    }
    await page.reload();
    await expect(page.getByRole('region', { name: 'Action required' })).toContainText(
      'Please confirm the pickup address has a reception desk.',
    );
    await expect(
      page
        .getByRole('region', { name: 'Tracking' })
        .getByRole('link', { name: 'https://tracking.example/DHL-555-0100' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tracking' })).toContainText('DHL-555-0100');
    await expect(page.getByRole('region', { name: 'Comments' })).toContainText('Courier booked for Tuesday morning.');
    await expect(page.getByRole('region', { name: 'Current user' })).toContainText('Jan de Vries');
    await page.screenshot({ path: `${SHOTS}/device-action-detail-external.png`, fullPage: true });

    // The lookup already finds the action in progress (the API's 409 at the review step was too late to say so).
    await startWizard(page, serial);
    const alert = page.getByRole('alert').filter({ hasText: 'This device cannot take a new action now' });
    await expect(alert).toContainText(`Device ${serial} already has an action in progress (${reference})`);
    await expect(page).toHaveURL(/\/device-actions\/new$/);
    await page.screenshot({ path: `${SHOTS}/device-action-wizard-conflict.png`, fullPage: true });
    await alert.getByRole('link', { name: `Open the active action ${reference}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/device-actions/${reference}$`));

    // Only the first action exists.
    const list = await callApi(page.request, 'GET', `/api/v1/device-actions?serial_number=${serial}`);
    expect(list.body.data).toHaveLength(1);
  });

  test('support reads device actions without the New button; the wizard and unknown actions are handled', async ({
    page,
  }) => {
    await signInOverHttp(page, 'support');
    await page.goto('/device-actions?status=bogus&created_after=yesterday');
    await expect(page.getByRole('heading', { level: 1, name: 'Device actions' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Device actions' }).or(page.getByText('No device actions yet.')),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'New device action' })).toHaveCount(0);

    // The wizard is IT staff's: the page says so (403) instead of redirecting silently.
    await page.goto('/device-actions/new');
    await expect(
      page.getByRole('heading', { level: 1, name: 'New device action is not open to your role' }),
    ).toBeVisible();

    await page.goto('/device-actions/DA-1999-999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Device action not found' })).toBeVisible();
    await expect(page.getByText('There is no device action DA-1999-999999 in your company.')).toBeVisible();
  });
});
