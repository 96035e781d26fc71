import { expect, type Page } from '@playwright/test';

/** A serial number no other test uses. */
export function uniqueSerial(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

/** `country`: the ISO code, as the country picker's value. */
export type NewDevice = { serial: string; model: string; type: string; country: string; holder?: string };

/** Adds a device through the inventory page's form, as IT staff would, and waits for the confirmation. */
export async function addDeviceThroughInventory(page: Page, device: NewDevice) {
  await page.goto('/inventory');
  await page.getByRole('button', { name: 'Add device' }).click();
  const form = page.getByRole('region', { name: 'Add a device' });
  await form.getByLabel('Serial number', { exact: true }).fill(device.serial);
  await form.getByLabel('Device type').fill(device.type);
  await form.getByLabel('Model').fill(device.model);
  await form.getByLabel('Country').selectOption(device.country);
  if (device.holder) {
    await form.getByLabel('Search the employee directory').fill(device.holder);
    await form.getByRole('button', { name: new RegExp(device.holder) }).click();
    await expect(form.getByLabel('Employee name')).toHaveValue(device.holder);
  }
  await form.getByRole('button', { name: 'Add to inventory' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: `Device ${device.serial} added to the inventory` }),
  ).toBeVisible();
  await expect(form).toBeHidden();
}
