import { expect, test } from '@playwright/test';
import { callApi } from './support/api';
import { addDevice } from './support/devices';
import { uniqueSerial } from './support/inventory';
import { signInOverHttp } from './support/session';

const SHOTS = 'test-results/screenshots';

// IT staff add a warehouse and make it the company's default destination; a Store from the wizard starts there; the
// operator receives the device with a grade; the inventory shows where it is kept; the warehouse cannot be deleted
// while it holds the device.
test('a Store goes to the default location, is received with a grade, and the inventory shows where it is', async ({
  page,
  browser,
  request,
}) => {
  const run = uniqueSerial('LOC');
  const name = `Amsterdam warehouse ${run}`;
  const serial = uniqueSerial('DST');
  await addDevice(request, {
    serial,
    model: 'MacBook Air 13',
    country: 'NL',
    holder: { name: 'Sanne de Boer', email: 'sanne.deboer@acme.example' },
  });

  await signInOverHttp(page, 'it_staff');
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Locations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  await page.getByRole('button', { name: 'Add location' }).click();
  const form = page.getByRole('form', { name: 'New location' });
  await form.getByRole('button', { name: 'Add location' }).click();
  await expect(form.getByText('must not be empty: give the street, postcode and city')).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Address').fill('Havenstraat 1, 1013 Amsterdam');
  await form.getByLabel('Country').selectOption('Netherlands');
  await form.getByLabel('Contact name (optional)').fill('Daan Visser');
  await form.getByLabel('Contact e-mail (optional)').fill('daan.visser@acme.example');
  await form.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: `${name} added.` })).toBeVisible();
  const row = page.getByRole('table', { name: 'Locations' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Havenstraat 1, 1013 Amsterdam');
  await expect(row).toContainText('daan.visser@acme.example');

  const defaults = page.getByRole('form', { name: 'Default destination' });
  await defaults.getByRole('radio', { name: /^One of your locations/ }).check();
  await defaults.getByLabel('Location', { exact: true }).selectOption({ label: `${name} (warehouse, Netherlands)` });
  await defaults.getByRole('button', { name: 'Save default' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Default destination saved.' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/locations.png`, fullPage: true });
  const location = (await callApi(request, 'GET', '/api/v1/locations?limit=100')).body.data.find(
    (entry: { name: string }) => entry.name === name,
  );

  try {
    // The wizard's Store starts from the default.
    await page.goto(`/device-actions/new?serial_number=${serial}&action_type=Store`);
    await expect(page.getByRole('region', { name: 'Device in your inventory' })).toContainText('Sanne de Boer');
    for (const step of ['Action', 'People', 'Details']) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`: ${step}$`) })).toBeVisible();
    }
    const where = page.getByRole('group', { name: 'Where does the device go?' });
    await expect(where.getByRole('radio', { name: /^One of your locations/ })).toBeChecked();
    await expect(where.getByText('your default')).toBeVisible();
    await expect(where.getByLabel('Location', { exact: true })).toHaveValue(location.id);
    await page.screenshot({ path: `${SHOTS}/device-action-wizard-destination.png`, fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`${name} (warehouse)`)).toBeVisible();
    await page.getByRole('button', { name: 'Create device action' }).click();
    await expect(page).toHaveURL(/\/device-actions\/DA-/);
    const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await expect(page.getByText(`${name} (warehouse)`)).toBeVisible();

    // The operator receives it: the dialog says where it goes, with the address; the grade is required.
    const operator = await browser.newPage();
    await signInOverHttp(operator, 'operator');
    await operator.goto(`/operator/device-actions/${reference}`);
    await expect(operator.getByRole('heading', { level: 1, name: `Store ${reference}` })).toBeVisible();
    await expect(operator.getByText('Havenstraat 1, 1013 Amsterdam, Netherlands').first()).toBeVisible();
    await operator.getByRole('button', { name: 'Receive…' }).click();
    const receive = operator.getByRole('dialog', { name: `Receive ${serial}` });
    await expect(receive).toContainText(`Destination: ${name} (warehouse)`);
    await receive.getByRole('radio', { name: 'C: worn but working' }).check();
    await receive.getByLabel('Condition note (optional)').fill('Dent on the lower left corner.');
    await operator.screenshot({ path: `${SHOTS}/operator-receive.png`, fullPage: true });
    await receive.getByRole('button', { name: 'Receive' }).click();
    await expect(operator.getByTestId('toast').filter({ hasText: 'Received and graded' })).toBeVisible();
    await expect(operator.getByText('Completed', { exact: true }).first()).toBeVisible();
    await operator.close();

    // The inventory shows where the device is kept, and its grade.
    await page.goto(`/inventory?serial_number=${serial}`);
    const asset = page.getByRole('row').filter({ hasText: serial });
    await expect(asset).toContainText('in storage');
    await expect(asset).toContainText(`${name} (warehouse) · grade C`);

    // The warehouse holds the device, so it cannot be deleted; the message says what to do.
    await page.goto('/locations');
    await page
      .getByRole('table', { name: 'Locations' })
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page
      .getByRole('dialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete location' })
      .click();
    const refusal = page.getByTestId('toast').filter({ hasText: 'is in use, so it cannot be deleted' });
    await expect(refusal).toContainText(serial);
    await expect(refusal).toContainText("the company's default destination");
  } finally {
    await callApi(request, 'PATCH', '/api/v1/inventory-settings', {
      body: { default_destination: { type: 'loadout_hub' } },
    });
  }
});
