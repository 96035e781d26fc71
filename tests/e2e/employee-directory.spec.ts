import { expect, test } from '@playwright/test';
import { addDevice } from './support/devices';
import { uniqueSerial } from './support/inventory';
import { signInOverHttp } from './support/session';

const SHOTS = 'test-results/screenshots';

test.describe('Employee directory entries', () => {
  test('an employee row leads to their entry: the person, the devices they hold, and a Reassign that starts from it', async ({
    page,
  }) => {
    const serial = uniqueSerial('EMP');
    await addDevice(page.request, {
      serial,
      model: 'MacBook Air 13',
      country: 'CA',
      holder: { name: 'Camille Gagnon', email: 'camille.gagnon@acme.example' },
    });

    await signInOverHttp(page, 'it_staff');
    await page.goto('/employees?search=camille');
    await page.getByRole('table', { name: 'Employees' }).getByRole('link', { name: 'Camille Gagnon' }).click();
    await expect(page).toHaveURL(/\/employees\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Camille Gagnon' })).toBeVisible();
    const entry = page.getByRole('region', { name: 'Directory entry' });
    for (const text of [
      'camille.gagnon@acme.example',
      'Product Marketing Manager',
      'Marketing',
      'Canada',
      '1275 Rue Saint-Denis',
    ])
      await expect(entry).toContainText(text);

    const devices = page.getByRole('table', { name: 'Devices Camille Gagnon holds' });
    const row = devices.getByRole('row').filter({ hasText: serial });
    await expect(row).toContainText('MacBook Air 13');
    await expect(row).toContainText('Canada');
    await page.screenshot({ path: `${SHOTS}/employee-entry.png`, fullPage: true });

    // Reassign from here: the wizard opens on this device with the action chosen and Camille as the current user.
    await row.getByRole('link', { name: `Reassign ${serial}` }).click();
    await expect(page).toHaveURL(new RegExp(`/device-actions/new\\?serial_number=${serial}&action_type=Reassign$`));
    await expect(page.getByRole('region', { name: 'Device in your inventory' })).toContainText('Camille Gagnon');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('radio', { name: /^Reassign/ })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    const current = page.getByRole('group', { name: 'Current user' });
    await expect(current.getByLabel('Address')).toHaveValue(/1275 Rue Saint-Denis/);
    await expect(current.getByLabel('Country')).toHaveValue('CA');

    // Support reads the same entry, without the actions.
    await signInOverHttp(page, 'support');
    await page.goto('/employees?search=camille.gagnon');
    await page.getByRole('link', { name: 'Camille Gagnon' }).click();
    await expect(
      page.getByRole('table', { name: 'Devices Camille Gagnon holds' }).getByRole('row').filter({ hasText: serial }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: `Reassign ${serial}` })).toHaveCount(0);

    await page.goto('/employees/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Employee not found' })).toBeVisible();
  });
});
