import { writeFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { callApi } from './support/api';
import { signInOverHttp } from './support/session';
import { stackCredentials } from './support/stack';

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true });

/** The public API's answer status for a company key, e.g. GET /api/v1/products. */
async function statusWithKey(request: APIRequestContext, key: string, path = '/api/v1/products') {
  const response = await request.get(`${stackCredentials().apiUrl}${path}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  return response.status();
}

/** A company made straight through the operator API, for tests about what happens on its page. */
async function createCompany(request: APIRequestContext, name: string) {
  const response = await callApi(request, 'POST', '/operator/v1/companies', { operator: true, body: { name } });
  expect(response.status).toBe(201);
  return response.body.data as { id: string; name: string };
}

test.describe('operator console: companies', () => {
  test('the operator creates a company, switches its API access, issues a key that works once shown, and revokes it', async ({
    page,
    request,
  }) => {
    test.slow();
    await signInOverHttp(page, 'operator');
    const name = `Globex ${Date.now()}`;

    await page.goto('/operator/companies');
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    // The contract's schema refuses an empty name before anything is sent.
    await page.getByRole('button', { name: 'Create company' }).click();
    await expect(page.getByText('must not be empty')).toBeVisible();
    await page.getByLabel('Company name').fill(name);
    await page.getByRole('button', { name: 'Create company' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} was created.` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Companies' }).getByRole('link', { name })).toBeVisible();
    await page.screenshot(shot('operator-companies'));

    await page.getByRole('table', { name: 'Companies' }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const companyId = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect(page.getByText('This company has no API keys yet.')).toBeVisible();

    // A key: the form validates with the contract (a scope is required), then the secret is shown once.
    await page.getByRole('button', { name: 'Create API key' }).click();
    await page.getByLabel('Key name').fill('HRIS bridge');
    await page.getByLabel('Mode').selectOption('live');
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByText('give at least one scope')).toBeVisible();
    await page.getByLabel('quotes:read', { exact: true }).check();
    await page.getByLabel('employees:read', { exact: true }).check();
    await page.getByRole('button', { name: 'Create key' }).click();

    const reveal = page.getByRole('region', { name: /Copy the new key “HRIS bridge” now/ });
    await expect(reveal).toBeVisible();
    await expect(reveal).toContainText('You won’t see it again');
    const key = await reveal.getByLabel('Live API key').inputValue();
    expect(key).toMatch(/^lo_live_/);
    await expect(reveal.getByRole('button', { name: 'Copy key' })).toBeVisible();
    const row = page.getByRole('table', { name: 'API keys of the company' }).getByRole('row', { name: /HRIS bridge/ });
    await expect(row).toContainText(key.slice(-4));
    await expect(row).toContainText('quotes:read');
    await expect(row).toContainText('employees:read');
    await expect(row).toContainText('Never');
    await page.screenshot(shot('operator-company'));

    // The key works on the public API; the list never carries the secret.
    expect(await statusWithKey(request, key)).toBe(200);
    const keys = await callApi(request, 'GET', `/operator/v1/companies/${companyId}/api-keys`, { operator: true });
    expect(keys.body.data).toHaveLength(1);
    expect(keys.body.data[0]).toMatchObject({
      name: 'HRIS bridge',
      mode: 'live',
      scopes: ['quotes:read', 'employees:read'],
    });
    expect(JSON.stringify(keys.body)).not.toContain(key);

    // Once dismissed, the secret is gone from the page.
    await reveal.getByRole('button', { name: 'I have stored the key' }).click();
    await expect(reveal).toBeHidden();
    await expect(page.getByText(key)).toHaveCount(0);

    // API access off: every key is refused (403); on again: it works.
    await page.getByRole('button', { name: 'Disable API access' }).click();
    const disable = page.getByRole('dialog', { name: `Disable API access for ${name}?` });
    await disable.getByRole('button', { name: 'Disable access' }).click();
    await expect(page.getByTestId('api-access-state')).toContainText('refused (403)');
    await expect.poll(() => statusWithKey(request, key)).toBe(403);
    const companies = await callApi(request, 'GET', '/operator/v1/companies?limit=100', { operator: true });
    expect(companies.body.data.find((company: { id: string }) => company.id === companyId)).toMatchObject({
      api_access_enabled: false,
    });

    await page.getByRole('button', { name: 'Enable API access' }).click();
    await page
      .getByRole('dialog', { name: `Enable API access for ${name}?` })
      .getByRole('button', { name: 'Enable access' })
      .click();
    await expect(page.getByTestId('api-access-state')).toContainText('keys work on the public API');
    await expect.poll(() => statusWithKey(request, key)).toBe(200);

    // The key was used: the list says when.
    await page.reload();
    await expect(
      page
        .getByRole('table', { name: 'API keys of the company' })
        .getByRole('row', { name: /HRIS bridge/ })
        .getByRole('cell')
        .nth(5),
    ).not.toHaveText('Never');

    // Revoked: the API refuses it within a few seconds.
    await page.getByRole('button', { name: 'Revoke HRIS bridge' }).click();
    await page.getByRole('dialog', { name: 'Revoke HRIS bridge?' }).getByRole('button', { name: 'Revoke key' }).click();
    await expect(
      page.getByRole('table', { name: 'API keys of the company' }).getByRole('row', { name: /HRIS bridge/ }),
    ).toContainText('revoked');
    await expect(page.getByRole('button', { name: 'Revoke HRIS bridge' })).toHaveCount(0);
    await expect.poll(() => statusWithKey(request, key), { timeout: 15_000 }).toBe(401);
  });

  test("the operator issues a SCIM token that provisions the company's employees once shown, and revokes it", async ({
    page,
    request,
  }) => {
    const company = await createCompany(request, `Initech ${Date.now()}`);
    await signInOverHttp(page, 'operator');
    await page.goto(`/operator/companies/${company.id}`);
    await expect(page.getByText('No SCIM tokens yet')).toBeVisible();

    await page.getByRole('button', { name: 'Create SCIM token' }).click();
    await page.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByText('must not be empty')).toBeVisible();
    await page.getByLabel('Token name').fill('Okta');
    await page.getByRole('button', { name: 'Create token' }).click();

    const reveal = page.getByRole('region', { name: 'Give these to the identity provider now' });
    await expect(reveal).toBeVisible();
    const baseUrl = await reveal.getByLabel('SCIM base URL').inputValue();
    const token = await reveal.getByLabel('Live SCIM token').inputValue();
    expect(baseUrl).toMatch(/\/scim\/v2$/);
    expect(token).toMatch(/^lo_scim_live_/);
    const row = page.getByRole('table', { name: 'SCIM tokens of the company' }).getByRole('row', { name: /Okta/ });
    await expect(row).toContainText(token.slice(-4));
    await expect(row).toContainText('Never');
    await page.screenshot(shot('operator-company-scim'));

    // The identity provider creates a person with it; the company's directory has them.
    const scim = `${stackCredentials().apiUrl}/scim/v2`;
    const created = await request.post(`${scim}/Users`, {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
      data: { userName: 'milton@initech.example', name: { givenName: 'Milton', familyName: 'Waddams' }, active: true },
    });
    expect(created.status()).toBe(201);

    await page.getByRole('button', { name: 'I have handed them over' }).click();
    await row.getByRole('button', { name: 'Revoke Okta' }).click();
    await page.getByRole('button', { name: 'Revoke token' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Okta revoked' })).toBeVisible();
    await expect(row).toContainText('revoked');
    const refused = await request.get(`${scim}/Users`, { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);
  });

  test('the operator imports a company’s employees from a CSV and builds a kit from the catalog', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const company = await createCompany(request, `Initech ${Date.now()}`);
    const issued = await callApi(request, 'POST', `/operator/v1/companies/${company.id}/api-keys`, {
      operator: true,
      body: { name: 'Checker', mode: 'live', scopes: ['employees:read', 'quotes:read'] },
    });
    const key = issued.body.data.key as string;
    await signInOverHttp(page, 'operator');
    await page.goto(`/operator/companies/${company.id}`);
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();

    // Employees: two good records and one without an e-mail address.
    const csv = [
      'hris_id,name,email,department,job_title,country,hire_date',
      'E-1,Peter Gibbons,peter@initech.example,Engineering,Programmer,US,2024-02-01',
      'E-2,Joanna Lumbergh,joanna@initech.example,Sales,Waitress,US,2023-09-15',
      'E-3,Milton Waddams,not-an-address,Facilities,Collator,US,2019-01-01',
    ].join('\n');
    const file = testInfo.outputPath('employees.csv');
    await writeFile(file, `${csv}\n`);
    await page.getByLabel('Employee file (CSV or JSON)').setInputFiles(file);
    await page.getByRole('button', { name: 'Import employees' }).click();
    const results = page.getByRole('region', { name: 'Imported employees.csv' });
    await expect(results).toBeVisible();
    await expect(results.getByRole('definition').nth(0)).toHaveText('2');
    await expect(results.getByRole('definition').nth(1)).toHaveText('0');
    await expect(results.getByRole('definition').nth(4)).toHaveText('1');
    const rejected = results.getByRole('table', { name: /1 record was rejected/ });
    await expect(rejected.getByRole('row', { name: /email must be an e-mail address/ })).toContainText('3');

    // What the API now holds, seen with the company's own key.
    const employees = await request.get(`${stackCredentials().apiUrl}/api/v1/employees?limit=100`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(employees.status()).toBe(200);
    const emails = ((await employees.json()).data as { email: string }[]).map((employee) => employee.email).sort();
    expect(emails).toEqual(['joanna@initech.example', 'peter@initech.example']);

    // The same file again changes nothing.
    await page.getByRole('button', { name: 'Import employees' }).click();
    await expect(results.getByRole('definition').nth(2)).toHaveText('2');
    await expect(results.getByRole('definition').nth(0)).toHaveText('0');

    // A kit: one catalog laptop (a chosen configuration) and one freeform monitor.
    const kitName = `Engineer kit ${Date.now()}`;
    await page.getByRole('button', { name: 'Create kit' }).click();
    await page.getByLabel('Kit name').fill(kitName);
    await page.getByLabel('Region (optional)').fill('US');
    await page.getByLabel('Device 1 product search').fill('MacBook Air 13');
    await page
      .getByLabel('Device 1 product', { exact: true })
      .selectOption({ label: 'MacBook Air 13" (M4, 2025) · Apple · Laptop' });
    const configuration = page.getByLabel('Device 1 configuration');
    await expect(configuration).toBeEnabled();
    await configuration.selectOption({ label: 'Apple M4 10-core · 24 GB · 512 GB · 13.6" · $1,399.00' });
    await page.getByLabel('Device 1 quantity').fill('2');
    await page.getByRole('button', { name: 'Add a device' }).click();
    await page.getByLabel('Device 2 source').selectOption('freeform');
    await page.getByLabel('Device 2 type').fill('Monitor');
    await page.getByLabel('Device 2 brand').fill('Dell');
    await page.getByLabel('Device 2 model').fill('U2723QE');
    await page.getByRole('button', { name: 'Create kit', exact: true }).click();

    const kit = page.getByRole('article', { name: kitName });
    await expect(kit).toBeVisible();
    await expect(kit.getByRole('row', { name: /MacBook Air 13 · Apple M4 10-core · 24 GB · 512 GB/ })).toContainText(
      '2',
    );
    await expect(kit.getByRole('row', { name: /Dell U2723QE/ })).toContainText('Monitor');

    const kits = await request.get(`${stackCredentials().apiUrl}/api/v1/kits`, {
      headers: { authorization: `Bearer ${key}` },
    });
    const saved = (
      (await kits.json()).data as {
        name: string;
        region: string;
        items: { quantity: number; configuration_id: string | null }[];
      }[]
    ).find((candidate) => candidate.name === kitName);
    expect(saved).toMatchObject({ region: 'US' });
    expect(saved?.items).toHaveLength(2);
    expect(saved?.items[0]).toMatchObject({ quantity: 2 });
    expect(saved?.items[0]?.configuration_id).toBeTruthy();

    await page.screenshot(shot('operator-company-kits'));

    // Deleting it asks first.
    await kit.getByRole('button', { name: `Delete kit ${kitName}` }).click();
    await page
      .getByRole('dialog', { name: `Delete the kit ${kitName}?` })
      .getByRole('button', { name: 'Delete kit' })
      .click();
    await expect(kit).toBeHidden();
    await expect(page.getByText('No live kits yet.')).toBeVisible();
  });
});

test.describe('operator console: catalog', () => {
  test('the operator imports a catalog CSV, then deactivates and reactivates one of its configurations', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    await signInOverHttp(page, 'operator');
    const brand = `E2E Brand ${Date.now()}`;

    await page.goto('/operator/catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Catalog products' })).toBeVisible();
    // Inactive products are listed too.
    await expect(
      page
        .getByRole('table', { name: 'Catalog products' })
        .getByRole('row', { name: /inactive/ })
        .first(),
    ).toBeVisible();
    await page.screenshot(shot('operator-catalog'));

    await page.getByRole('link', { name: 'Import CSV' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import catalog' })).toBeVisible();
    const csv = [
      'brand,model,name,product_type,cpu,ram,storage,screen_size,price_estimate,currency,active',
      `${brand},Book 14,${brand} Book 14,Laptop,X1 8-core,16 GB,512 GB,14",1100,USD,true`,
      `${brand},Book 14,${brand} Book 14,Laptop,X1 8-core,32 GB,1 TB,14",1500,USD,true`,
      `${brand},Book 16,,Laptop,X1 8-core,16 GB,512 GB,16",1300,USD,true`,
    ].join('\n');
    const file = testInfo.outputPath('catalog.csv');
    await writeFile(file, `${csv}\n`);
    await page.getByLabel('Catalog file (CSV or JSON)').setInputFiles(file);
    await page.getByRole('button', { name: 'Import catalog' }).click();
    const results = page.getByRole('region', { name: 'Imported catalog.csv' });
    await expect(results).toBeVisible();
    await expect(results.getByRole('definition').nth(0)).toHaveText('1');
    await expect(results.getByRole('definition').nth(2)).toHaveText('2');
    await expect(results.getByRole('definition').nth(5)).toHaveText('1');
    await expect(
      results.getByRole('table', { name: /1 record was rejected/ }).getByRole('row', { name: /name is required/ }),
    ).toContainText('3');
    await page.screenshot(shot('operator-imports'));

    const imported = await callApi(request, 'GET', `/operator/v1/products?search=${encodeURIComponent(brand)}`, {
      operator: true,
    });
    expect(imported.body.data).toHaveLength(1);
    const product = imported.body.data[0] as {
      id: string;
      configurations: { id: string; ram: string; active: boolean }[];
    };
    expect(product.configurations).toHaveLength(2);

    // Find it through the catalog's search, then open it.
    await page.getByRole('link', { name: '← All products' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(brand);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/search=/);
    await page.getByRole('link', { name: `${brand} Book 14` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${brand} Book 14` })).toBeVisible();

    const bigRow = page
      .getByRole('table', { name: /Configurations of the product/ })
      .getByRole('row', { name: /32 GB/ });
    await bigRow.getByRole('button', { name: /Deactivate/ }).click();
    await page
      .getByRole('dialog', { name: /Deactivate X1 8-core · 32 GB/ })
      .getByRole('button', { name: 'Deactivate configuration' })
      .click();
    await expect(bigRow).toContainText('inactive');
    await page.screenshot(shot('operator-product'));

    const big = product.configurations.find((configuration) => configuration.ram === '32 GB')!;
    const afterDeactivate = await callApi(request, 'GET', `/operator/v1/products/${product.id}`, { operator: true });
    expect(
      afterDeactivate.body.data.configurations.find((configuration: { id: string }) => configuration.id === big.id),
    ).toMatchObject({ active: false });
    // Companies no longer see it.
    const companyView = await callApi(request, 'GET', `/api/v1/products/${product.id}`);
    expect(companyView.body.data.configurations.map((configuration: { id: string }) => configuration.id)).not.toContain(
      big.id,
    );

    await bigRow.getByRole('button', { name: /Activate/ }).click();
    await expect(bigRow).not.toContainText('inactive');
    await expect(bigRow.getByRole('button', { name: /Deactivate/ })).toBeVisible();
    const afterActivate = await callApi(request, 'GET', `/api/v1/products/${product.id}`);
    expect(afterActivate.body.data.configurations.map((configuration: { id: string }) => configuration.id)).toContain(
      big.id,
    );
  });

  test('the operator creates a product, edits it, adds a configuration and deactivates the product', async ({
    page,
    request,
  }) => {
    test.slow();
    await signInOverHttp(page, 'operator');
    const model = `Dock ${Date.now()}`;

    await page.goto('/operator/catalog');
    await page.getByRole('link', { name: 'Create product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create product' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(`Acme ${model}`);
    await page.getByLabel('Product type').fill('Dock');
    await page.getByLabel('Brand').fill('Acme');
    await page.getByLabel('Model', { exact: true }).fill(model);
    await page.getByLabel('Configuration 1 price estimate').fill('199.5');
    await page.getByLabel('Configuration 1 currency').fill('eur');
    await page.getByRole('button', { name: 'Create product' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Acme ${model}` })).toBeVisible();
    const productId = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect(page.getByRole('table', { name: /Configurations of the product/ })).toContainText('€199.50');

    // Edit a detail.
    await page.getByLabel('Name', { exact: true }).fill(`Acme ${model} (USB-C)`);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Acme ${model} (USB-C)` })).toBeVisible();

    // Add a configuration.
    await page.getByLabel('New configuration storage').fill('2 ports');
    await page.getByLabel('New configuration price estimate').fill('249');
    await page.getByRole('button', { name: 'Add configuration' }).click();
    await expect(
      page.getByRole('table', { name: /Configurations of the product/ }).getByRole('row', { name: /2 ports/ }),
    ).toContainText('$249.00');

    // Deactivate the whole product.
    await page.getByRole('button', { name: 'Deactivate product' }).click();
    await page
      .getByRole('dialog', { name: `Deactivate Acme ${model} (USB-C)?` })
      .getByRole('button', { name: 'Deactivate product' })
      .click();
    await expect(page.getByRole('button', { name: 'Activate product', exact: true })).toBeVisible();

    const saved = await callApi(request, 'GET', `/operator/v1/products/${productId}`, { operator: true });
    expect(saved.body.data).toMatchObject({
      name: `Acme ${model} (USB-C)`,
      brand: 'Acme',
      model,
      product_type: 'Dock',
      active: false,
    });
    expect(saved.body.data.configurations).toHaveLength(2);
    expect(saved.body.data.configurations[0]).toMatchObject({ price_estimate: 199.5, currency: 'EUR', active: true });
    // Companies' catalog no longer lists it.
    const companyList = await callApi(request, 'GET', `/api/v1/products?search=${encodeURIComponent(model)}`);
    expect(companyList.body.data).toHaveLength(0);
  });
});
