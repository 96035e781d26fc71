import { expect, test } from '@playwright/test';
import { callApi } from './support/api';
import { addDeviceThroughInventory, uniqueSerial } from './support/inventory';
import { signInOverHttp } from './support/session';

test.describe('Inventory', () => {
  test('IT staff add a device held by an employee; the list finds it and the API holds it', async ({ page }) => {
    await signInOverHttp(page, 'it_staff');
    const serial = uniqueSerial('INV');
    await addDeviceThroughInventory(page, {
      serial,
      model: 'ThinkPad X1 Carbon Gen 12',
      type: 'Laptop',
      country: 'DE',
      holder: 'Marcus Johnson',
    });

    // The search filter lives in the URL and finds the new device.
    const filters = page.getByRole('search', { name: 'Filter the inventory' });
    await filters.getByLabel('Search').fill(serial.toLowerCase());
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/inventory\\?search=${serial.toLowerCase()}$`));
    const row = page.getByRole('table', { name: 'Inventory' }).getByRole('row').filter({ hasText: serial });
    await expect(row).toContainText('ThinkPad X1 Carbon Gen 12');
    await expect(row).toContainText('Marcus Johnson');
    await expect(row).toContainText('in use');
    await page.screenshot({ path: 'test-results/screenshots/inventory.png', fullPage: true });

    const { status, body } = await callApi(page.request, 'GET', `/api/v1/assets?serial_number=${serial}`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      serial_number: serial,
      device_type: 'Laptop',
      model: 'ThinkPad X1 Carbon Gen 12',
      country: 'DE',
      status: 'in_use',
      source: 'added',
      employee: { name: 'Marcus Johnson', email: 'marcus.johnson@acme.example' },
    });

    // A filter that excludes it: in storage only.
    await page.goto(`/inventory?search=${serial}&status=in_storage`);
    await expect(page.getByText('No devices match these filters.')).toBeVisible();
    await expect(page.getByRole('search', { name: 'Filter the inventory' }).getByLabel('Status')).toHaveValue(
      'in_storage',
    );
  });

  test('the form checks fields with the contract and shows the API refusing a duplicate serial', async ({ page }) => {
    await signInOverHttp(page, 'it_staff');
    const serial = uniqueSerial('DUP');
    await addDeviceThroughInventory(page, { serial, model: 'MacBook Air 13', type: 'Laptop', country: 'US' });

    await page.getByRole('button', { name: 'Add device' }).click();
    const form = page.getByRole('region', { name: 'Add a device' });
    await form.getByRole('button', { name: 'Add to inventory' }).click();
    await expect(form.getByLabel('Serial number', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('must not be empty').first()).toBeVisible();

    await form.getByLabel('Serial number', { exact: true }).fill(serial);
    await form.getByLabel('Device type').fill('Laptop');
    await form.getByLabel('Model').fill('MacBook Air 13');
    await form.getByLabel('Country').selectOption('United States');
    await form.getByLabel('Employee e-mail').fill('not-an-email');
    await form.getByRole('button', { name: 'Add to inventory' }).click();
    await expect(form.getByText('must be an e-mail address')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/inventory-add-device.png', fullPage: true });

    await form.getByLabel('Employee e-mail').fill('');
    await form.getByRole('button', { name: 'Add to inventory' }).click();
    await expect(form.getByText(`A device with serial number '${serial}' is already in the inventory`)).toBeVisible();
  });

  test('countries are chosen and shown by name; a duplicate serial says what to do in the dashboard', async ({
    page,
  }) => {
    await signInOverHttp(page, 'it_staff');
    const serial = uniqueSerial('CTY');
    await page.goto('/inventory');
    await page.getByRole('button', { name: 'Add device' }).click();
    const form = page.getByRole('region', { name: 'Add a device' });
    await form.getByLabel('Serial number', { exact: true }).fill(serial);
    await form.getByLabel('Device type').fill('Monitor');
    await form.getByLabel('Model').fill('Dell U2723QE');
    await form.getByRole('button', { name: 'Add to inventory' }).click();
    await expect(form.getByLabel('Country')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Country').selectOption('Netherlands');
    await form.getByRole('button', { name: 'Add to inventory' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: `Device ${serial} added to the inventory` }),
    ).toBeVisible();
    const { body } = await callApi(page.request, 'GET', `/api/v1/assets?serial_number=${serial}`);
    expect(body.data[0]).toMatchObject({ serial_number: serial, country: 'NL', status: 'in_storage' });
    await page.goto(`/inventory?serial_number=${serial}`);
    const row = page.getByRole('table', { name: 'Inventory' }).getByRole('row').filter({ hasText: serial });
    await expect(row).toContainText('Netherlands');
    await expect(row.getByRole('link', { name: `Assign ${serial}` })).toHaveAttribute(
      'href',
      `/device-actions/new?serial_number=${serial}&action_type=Assign`,
    );

    // The same serial again: the form says it is there already and how to move it, in the dashboard's terms.
    await page.getByRole('button', { name: 'Add device' }).click();
    await form.getByLabel('Serial number', { exact: true }).fill(serial);
    await form.getByLabel('Device type').fill('Monitor');
    await form.getByLabel('Model').fill('Dell U2723QE');
    await form.getByLabel('Country').selectOption('NL');
    await form.getByRole('button', { name: 'Add to inventory' }).click();
    const alert = form.getByRole('alert').filter({ hasText: 'This device is already in your inventory.' });
    await expect(alert).toContainText('start a device action for it');
    await expect(form).not.toContainText('POST');
    await expect(form).not.toContainText('/api/v1');
    await page.screenshot({ path: 'test-results/screenshots/inventory-duplicate.png', fullPage: true });
    await expect(alert.getByRole('link', { name: 'See the device in the inventory' })).toHaveAttribute(
      'href',
      `/inventory?serial_number=${serial}`,
    );
    await alert.getByRole('link', { name: 'Start a device action for it' }).click();
    await expect(page).toHaveURL(new RegExp(`/device-actions/new\\?serial_number=${serial}$`));
    const found = page.getByRole('region', { name: 'Device in your inventory' });
    await expect(found).toContainText('Dell U2723QE');
    await expect(found).toContainText('Netherlands');
  });

  test('support reads the inventory without the form', async ({ page }) => {
    await signInOverHttp(page, 'support');
    await page.goto('/inventory?status=not-a-status&search=');
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Filter the inventory' }).getByLabel('Status')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Add device' })).toHaveCount(0);
    const refused = await page.request.post('/api/devices', {
      data: { serial_number: 'X', device_type: 'Laptop', model: 'X', country: 'US' },
    });
    expect(refused.status()).toBe(403);
  });
});

test.describe('Employee directory', () => {
  test('filters by search, department and country from the URL; rows show department, job title and country', async ({
    page,
  }) => {
    await signInOverHttp(page, 'support');
    await page.goto('/employees');
    const filters = page.getByRole('search', { name: 'Filter employees' });
    await filters.getByLabel('Department').fill('Engineering');
    await filters.getByLabel('Country').selectOption('United States');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/employees\?department=Engineering&country=US$/);
    const table = page.getByRole('table', { name: 'Employees' });
    const sarah = table.getByRole('row').filter({ hasText: 'Sarah Mitchell' });
    await expect(sarah).toContainText('Engineering');
    await expect(sarah).toContainText('VP of Engineering');
    await expect(sarah).toContainText('United States');
    for (const department of await table.getByRole('row').locator('td:nth-child(2)').allInnerTexts())
      expect(department).toBe('Engineering');
    await page.screenshot({ path: 'test-results/screenshots/employees.png', fullPage: true });

    await filters.getByLabel('Search').fill('marcus.johnson');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Engineering Manager');

    await page.getByRole('search', { name: 'Filter employees' }).getByLabel('Status').selectOption('inactive');
    await expect(page).toHaveURL(/status=inactive/);
    await expect(page.getByText('No employees match these filters.')).toBeVisible();
  });
});
