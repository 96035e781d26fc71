import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { callApi } from './support/api';
import { addDeviceThroughInventory, uniqueSerial } from './support/inventory';
import { signInOverHttp } from './support/session';

test.describe('Inventory', () => {
  test('IT staff import a spreadsheet of devices: bad rows come back by number, the rest list with their refresh date', async ({
    page,
  }, testInfo) => {
    await signInOverHttp(page, 'it_staff');
    const laptop = uniqueSerial('IMP');
    const phone = uniqueSerial('IMP');
    const csv = [
      'Serial Number,Device Type,Model,Country,Employee Name,Employee Email,Purchase Cost,Currency,Purchased On',
      `${laptop},Laptop,ThinkPad T14 Gen 5,DE,Marcus Johnson,marcus.johnson@acme.example,1600.00,EUR,2024-01-01`,
      `${phone},Phone,Pixel 9,GB,,,800,GBP,2025-02-01`,
      `${uniqueSerial('IMP')},Laptop,,DE,,,,,`,
    ].join('\n');
    const file = testInfo.outputPath('devices.csv');
    await writeFile(file, `${csv}\n`);
    await page.goto('/inventory');
    await page.getByRole('button', { name: 'Import devices' }).click();
    await page.getByLabel('Device file (CSV or JSON)').setInputFiles(file);
    await page.getByRole('button', { name: 'Import devices' }).click();
    const results = page.getByRole('region', { name: 'Imported devices.csv' });
    await expect(results.getByRole('definition').nth(0)).toHaveText('2');
    await expect(results.getByRole('definition').nth(2)).toHaveText('1');
    const rejected = results.getByRole('table', { name: /1 record was rejected/ });
    await expect(rejected.getByRole('row', { name: /model is required/ })).toContainText('3');

    // The same file again adds nothing: both devices are already there.
    await page.getByRole('button', { name: 'Import devices' }).click();
    await expect(results.getByRole('definition').nth(0)).toHaveText('0');
    await expect(results.getByRole('definition').nth(1)).toHaveText('2');

    await page.goto(`/inventory?search=${laptop}`);
    const row = page.getByRole('table', { name: 'Inventory' }).getByRole('row').filter({ hasText: laptop });
    await expect(row).toContainText('Marcus Johnson');
    // Bought 2024-01-01, a laptop serves 36 months: due 1 Jan 2027; its book value falls towards it.
    await expect(row).toContainText('1 Jan 2027');
    await expect(row).toContainText(/Book value €[\d,]+\.\d\d/);
    const { body } = await callApi(page.request, 'GET', `/api/v1/assets?serial_number=${phone}`);
    expect(body.data[0]).toMatchObject({ purchased_on: '2025-02-01', refresh_due_on: '2027-02-01', currency: 'GBP' });
  });

  test('IT staff set how long tablets serve: a tablet’s refresh date follows at once; the form refuses a bad number', async ({
    page,
  }) => {
    await signInOverHttp(page, 'it_staff');
    const serial = uniqueSerial('TAB');
    const added = await callApi(page.request, 'POST', '/api/v1/devices', {
      body: {
        serial_number: serial,
        device_type: 'Tablet',
        model: 'iPad Air',
        country: 'DE',
        purchased_on: '2025-03-01',
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.refresh_due_on).toBe('2028-03-01');

    await page.goto('/inventory');
    await page.getByRole('button', { name: 'Lifespans' }).click();
    const form = page.getByRole('form', { name: 'Device lifespans' });
    await expect(form.getByLabel('Any other device type (months)')).toHaveValue('36');
    await expect(form.getByLabel('Device type 1')).toHaveValue('laptop');
    await form.getByRole('button', { name: 'Add a device type' }).click();
    await form.getByLabel('Device type 3').fill('Tablet');
    await form.getByLabel('Months', { exact: true }).nth(2).fill('0');
    await form.getByRole('button', { name: 'Save lifespans' }).click();
    await expect(form.getByText('a whole number of months, 1 to 240')).toBeVisible();
    await form.getByLabel('Months', { exact: true }).nth(2).fill('30');
    await page.screenshot({ path: 'test-results/screenshots/inventory-lifespans.png', fullPage: true });
    await form.getByRole('button', { name: 'Save lifespans' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Lifespans saved' })).toBeVisible();

    await page.goto(`/inventory?search=${serial}`);
    const row = page.getByRole('table', { name: 'Inventory' }).getByRole('row').filter({ hasText: serial });
    await expect(row).toContainText('1 Sept 2027');
    const settings = await callApi(page.request, 'GET', '/api/v1/inventory-settings');
    expect(settings.body.data.device_lifespans.by_device_type).toEqual({ laptop: 36, phone: 24, tablet: 30 });

    // Back as it was, for the other tests.
    const restored = await callApi(page.request, 'PATCH', '/api/v1/inventory-settings', {
      body: { device_lifespans: { by_device_type: { laptop: 36, phone: 24 } } },
    });
    expect(restored.status).toBe(200);
  });

  test('a device added with its purchase date and warranty gets its refresh date', async ({ page }) => {
    await signInOverHttp(page, 'it_staff');
    const serial = uniqueSerial('LIFE');
    await page.goto('/inventory');
    await page.getByRole('button', { name: 'Add device' }).click();
    const form = page.getByRole('region', { name: 'Add a device' });
    await form.getByLabel('Serial number', { exact: true }).fill(serial);
    await form.getByLabel('Device type').fill('Phone');
    await form.getByLabel('Model').fill('iPhone 16');
    await form.getByLabel('Country').selectOption('US');
    await form.getByLabel('Purchase cost').fill('999');
    await form.getByLabel('Purchased on').fill('2025-06-15');
    await form.getByLabel('Warranty ends on').fill('2025-06-14');
    await form.getByRole('button', { name: 'Add to inventory' }).click();
    // The API refuses a warranty that ends before the purchase; the form says so on the field.
    await expect(form.getByLabel('Warranty ends on')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('must not be before the purchase date')).toBeVisible();
    await form.getByLabel('Warranty ends on').fill('2026-06-14');
    await form.getByRole('button', { name: 'Add to inventory' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: `Device ${serial} added to the inventory` }),
    ).toBeVisible();
    await page.goto(`/inventory?search=${serial}`);
    const row = page.getByRole('table', { name: 'Inventory' }).getByRole('row').filter({ hasText: serial });
    await expect(row).toContainText('15 Jun 2027');
    await expect(row).toContainText('Warranty ended 14 Jun 2026');
  });

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
