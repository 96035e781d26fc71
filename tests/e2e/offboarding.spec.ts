import { expect, test, type Browser, type Page } from '@playwright/test';
import { awaitCaseStatus, awaitListed, callApi } from './support/api';
import { signInOverHttp } from './support/session';
import { stackCredentials, type E2ERole } from './support/stack';

// A leaver, end to end: the identity provider deactivates a person who holds two devices, IT staff retrieve both
// from the person's page in one step, the operator completes the two Store actions, and the case completes.

async function signedIn(browser: Browser, role: E2ERole): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInOverHttp(page, role);
  return page;
}

test('a leaver deactivated through SCIM gets Store actions for both devices, and the case closes when the operator completes them', async ({
  browser,
  request,
}) => {
  const run = Date.now();
  const email = `liam.leaver.${run}@acme.example`;
  const serials = [`LVR-${run}-A`, `LVR-${run}-B`];

  // The company's identity provider, with a token IT staff issued.
  const token = await callApi(request, 'POST', '/api/v1/scim-tokens', { body: { name: `Okta ${run}` } });
  expect(token.status).toBe(201);
  const scim = (method: string, path: string, data?: unknown) =>
    request.fetch(`${stackCredentials().apiUrl}/scim/v2${path}`, {
      method,
      headers: { authorization: `Bearer ${token.body.data.token}`, 'content-type': 'application/scim+json' },
      data,
    });
  const created = await scim('POST', '/Users', {
    userName: email,
    name: { givenName: 'Liam', familyName: `Leaver ${run}` },
    emails: [{ value: email, type: 'work', primary: true }],
    active: true,
  });
  expect(created.status()).toBe(201);
  const scimId = (await created.json()).id as string;
  for (const [index, serial] of serials.entries()) {
    const device = await callApi(request, 'POST', '/api/v1/devices', {
      body: {
        serial_number: serial,
        device_type: index === 0 ? 'Laptop' : 'Monitor',
        model: index === 0 ? 'MacBook Pro 14' : 'Dell U2723QE',
        country: 'GB',
        employee: { name: `Liam Leaver ${run}`, email },
      },
    });
    expect(device.status).toBe(201);
  }
  const deactivated = await scim('PATCH', `/Users/${scimId}`, {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
    Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
  });
  expect(deactivated.status()).toBe(200);

  // IT staff see a leaver on the overview, and find them among the open cases on the Employees page, once the worker
  // has opened the case.
  await awaitListed(request, `/api/v1/offboarding-cases?employee_id=${scimId}`);
  const itStaff = await signedIn(browser, 'it_staff');
  await itStaff.goto('/');
  const leaving = itStaff.getByRole('region', { name: 'Starters and leavers' }).getByRole('link', { name: /^Leaving/ });
  await expect.poll(async () => Number(await leaving.getByTestId('leaver-count').textContent())).toBeGreaterThan(0);
  await itStaff.goto('/employees');
  await itStaff
    .getByRole('table', { name: 'Open offboarding cases' })
    .getByRole('link', { name: `Liam Leaver ${run}` })
    .click();
  await itStaff.waitForURL(/\/employees\/[0-9a-f-]{36}$/);
  const leaverPage = new URL(itStaff.url()).pathname;
  const offboarding = itStaff.getByRole('region', { name: /^Offboarding/ });
  await expect(offboarding).toContainText('0 of 2 devices back');
  const devices = offboarding.getByRole('table', { name: 'Devices on the offboarding case' });
  for (const serial of serials) {
    await expect(devices.getByRole('row').filter({ hasText: serial })).toContainText('With the leaver');
  }

  await offboarding.getByRole('button', { name: 'Retrieve all devices' }).click();
  await itStaff
    .getByRole('dialog', { name: 'Retrieve 2 devices?' })
    .getByRole('button', { name: 'Retrieve devices' })
    .click();
  await expect(itStaff.getByTestId('toast').filter({ hasText: 'Retrieval started' })).toBeVisible();
  for (const serial of serials) {
    const row = devices.getByRole('row').filter({ hasText: serial });
    await expect(row).toContainText('On its way back');
    await expect(row).toContainText('Store, wiped');
  }

  // The operator completes both Store actions in the console.
  const found = await callApi(request, 'GET', `/api/v1/offboarding-cases?status=open&limit=100`);
  const leaverCase = found.body.data.find((entry: { employee: { email: string } }) => entry.employee.email === email);
  const operator = await signedIn(browser, 'operator');
  for (const device of leaverCase.devices as { device_action_id: string }[]) {
    const action = await callApi(request, 'GET', `/api/v1/device-actions/${device.device_action_id}`);
    expect(action.body.data).toMatchObject({ action_type: 'Store', current_user: { email } });
    const reference = action.body.data.action_id as string;
    await operator.goto(`/operator/device-actions/${reference}`);
    await expect(operator.getByRole('heading', { level: 1, name: `Store ${reference}` })).toBeVisible();
    // A Store is received: the operator grades the device, and the action completes.
    await operator.getByRole('button', { name: 'Receive…' }).click();
    const receive = operator.getByRole('dialog', { name: `Receive ${action.body.data.serial_number}` });
    await expect(receive).toContainText('Destination: ');
    await receive.getByRole('radio', { name: 'B: light wear' }).check();
    await receive.getByRole('button', { name: 'Receive' }).click();
    await expect(operator.getByTestId('toast').filter({ hasText: 'Received and graded' })).toBeVisible();
  }

  // The case completes once the worker has seen both actions through; the page then says so.
  await awaitCaseStatus(request, `/api/v1/offboarding-cases?employee_id=${scimId}`, 'completed');
  await itStaff.reload();
  await expect(offboarding.getByRole('heading', { name: /Offboarding/ })).toContainText('completed');
  await expect(offboarding).toContainText('2 of 2 devices back');
  await expect(offboarding.getByRole('button', { name: 'Retrieve all devices' })).toHaveCount(0);
  await itStaff.goto(`/inventory?serial_number=${serials[0]}`);
  await expect(
    itStaff.getByRole('table', { name: 'Inventory' }).getByRole('row').filter({ hasText: serials[0]! }),
  ).toContainText('in storage');

  // Support staff see the case, and nothing to change it with.
  const support = await signedIn(browser, 'support');
  await support.goto(leaverPage);
  const readOnly = support.getByRole('region', { name: /^Offboarding/ });
  await expect(readOnly).toContainText('2 of 2 devices back');
  await expect(readOnly.getByRole('button')).toHaveCount(0);
});

test('IT staff reassign a leaver’s laptop to a colleague from the case', async ({ browser, request }) => {
  const run = Date.now();
  const email = `rhea.reassign.${run}@acme.example`;
  const serial = `RSG-${run}`;
  const token = await callApi(request, 'POST', '/api/v1/scim-tokens', { body: { name: `Okta ${run}` } });
  const headers = { authorization: `Bearer ${token.body.data.token}`, 'content-type': 'application/scim+json' };
  const created = await request.post(`${stackCredentials().apiUrl}/scim/v2/Users`, {
    headers,
    data: { userName: email, name: { givenName: 'Rhea', familyName: `Reassign ${run}` }, active: true },
  });
  const scimId = (await created.json()).id as string;
  await callApi(request, 'POST', '/api/v1/devices', {
    body: {
      serial_number: serial,
      device_type: 'Laptop',
      model: 'ThinkPad X1 Carbon',
      country: 'GB',
      employee: { name: `Rhea Reassign ${run}`, email },
    },
  });
  // Their last day is in two weeks.
  const lastDay = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await request.patch(`${stackCredentials().apiUrl}/scim/v2/Users/${scimId}`, {
    headers,
    data: {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [
        { op: 'replace', path: 'urn:loadout:params:scim:schemas:extension:lifecycle:2.0:User:endDate', value: lastDay },
      ],
    },
  });

  await awaitListed(request, `/api/v1/offboarding-cases?employee_id=${scimId}`);
  const itStaff = await signedIn(browser, 'it_staff');
  await itStaff.goto('/employees');
  await itStaff
    .getByRole('table', { name: 'Open offboarding cases' })
    .getByRole('link', { name: `Rhea Reassign ${run}` })
    .click();
  await itStaff.waitForURL(`/employees/${scimId}`);
  const offboarding = itStaff.getByRole('region', { name: /^Offboarding/ });
  await offboarding.getByRole('button', { name: `Reassign… (${serial})` }).click();
  const picker = itStaff.getByRole('group', { name: 'Reassign ThinkPad X1 Carbon' });
  await picker.getByLabel('Who receives it').fill('sophie');
  await picker.getByRole('button', { name: /Sophie Wright/ }).click();
  await expect(itStaff.getByTestId('toast').filter({ hasText: 'goes to Sophie Wright' })).toBeVisible();
  const row = offboarding.getByRole('row').filter({ hasText: serial });
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('Reassign to Sophie Wright, wiped on');
});
