import { expect, test } from '@playwright/test';
import { signInOverHttp } from './support/session';
import { stackCredentials } from './support/stack';

// IT staff connect their identity provider from the Employees page: a SCIM token shown once with the base URL, which
// provisions people into the directory they see, and which they revoke there. Other roles do not see the section.

test('IT staff issue a SCIM token on the Employees page, their identity provider adds a hire with it, and they revoke it', async ({
  page,
  request,
}) => {
  await signInOverHttp(page, 'it_staff');
  await page.goto('/employees');
  const section = page.getByRole('region', { name: 'SCIM provisioning' });
  await section.getByRole('button', { name: 'Create SCIM token' }).click();
  // A company's own token takes its key's mode: there is nothing to choose but a name.
  await expect(section.getByLabel('Directory')).toHaveCount(0);
  const name = `Entra ID ${Date.now()}`;
  await section.getByLabel('Token name').fill(name);
  await section.getByRole('button', { name: 'Create token' }).click();

  const reveal = page.getByRole('region', { name: 'Give these to the identity provider now' });
  const token = await reveal.getByLabel('Live SCIM token').inputValue();
  const baseUrl = await reveal.getByLabel('SCIM base URL').inputValue();
  expect(token).toMatch(/^lo_scim_live_/);
  expect(baseUrl).toBe(`${stackCredentials().apiUrl}/scim/v2`);

  const userName = `hire.${Date.now()}@acme.example`;
  const created = await request.post(`${baseUrl}/Users`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
    data: {
      userName,
      name: { givenName: 'Nadia', familyName: 'Okafor' },
      active: true,
      'urn:loadout:params:scim:schemas:extension:lifecycle:2.0:User': { startDate: '2030-01-07' },
    },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/employees?search=${encodeURIComponent(userName)}`);
  await page.getByRole('table', { name: 'Employees' }).getByRole('link', { name: 'Nadia Okafor' }).click();
  const entry = page.getByRole('region', { name: 'Directory entry' });
  await expect(entry).toContainText('pre hire');
  await expect(entry).toContainText('7 Jan 2030');

  await page.goto('/employees');
  const row = section
    .getByRole('table', { name: 'SCIM tokens of the company' })
    .getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('button', { name: 'Revoke token' }).click();
  await expect(row).toContainText('revoked');
  expect((await request.get(`${baseUrl}/Users`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
});

for (const role of ['manager', 'support'] as const) {
  test(`${role}: the Employees page has no SCIM tokens, and the BFF refuses them`, async ({ page }) => {
    await signInOverHttp(page, role);
    await page.goto('/employees');
    await expect(page.getByRole('table', { name: 'Employees' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'SCIM provisioning' })).toHaveCount(0);
    expect((await page.request.get('/api/scim-tokens')).status()).toBe(403);
  });
}
