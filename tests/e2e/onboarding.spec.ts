import { expect, test, type Browser, type Page } from '@playwright/test';
import { awaitCaseStatus, awaitListed, callApi } from './support/api';
import { revealInQueue } from './support/queues';
import { signInOverHttp } from './support/session';
import { stackCredentials, type E2ERole } from './support/stack';

// A hire, end to end: the identity provider creates a person who starts in ten days, their onboarding case opens at
// once with a draft from the equipment policy of their department, IT staff submit it from the person's page, the
// operator prices it, IT staff accept it, the operator ships and delivers it, and the case completes.

async function signedIn(browser: Browser, role: E2ERole): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInOverHttp(page, role);
  return page;
}

test('a hire created through SCIM gets a draft quote, IT submits it, the operator ships it, and the case closes', async ({
  browser,
  request,
}) => {
  // Three roles and six shipments: 200 s on a slow machine (CI, 2026-11-27).
  test.setTimeout(360_000);
  const run = Date.now();
  const department = `Onboarding ${run}`;
  const email = `nora.new.${run}@acme.example`;
  const name = `Nora New ${run}`;
  const start = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

  // Their department's rule: the demo company's first kit.
  const kits = await callApi(request, 'GET', '/api/v1/kits?limit=1');
  const kit = kits.body.data[0];
  const policy = await callApi(request, 'POST', '/api/v1/equipment-policies', {
    body: { name: `Starters of ${department}`, match: { departments: [department] }, kit_ids: [kit.id] },
  });
  expect(policy.status).toBe(201);
  try {
    const token = await callApi(request, 'POST', '/api/v1/scim-tokens', { body: { name: `Okta ${run}` } });
    const created = await request.post(`${stackCredentials().apiUrl}/scim/v2/Users`, {
      headers: { authorization: `Bearer ${token.body.data.token}`, 'content-type': 'application/scim+json' },
      data: {
        userName: email,
        name: { givenName: 'Nora', familyName: `New ${run}` },
        emails: [{ value: email, type: 'work', primary: true }],
        addresses: [{ type: 'work', formatted: '10 Downing Street, London SW1A 2AA', country: 'GB', primary: true }],
        active: true,
        'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department },
        'urn:loadout:params:scim:schemas:extension:lifecycle:2.0:User': { startDate: start },
      },
    });
    expect(created.status()).toBe(201);

    // IT staff see the starter on the board once the worker has opened their case, open them, and submit the draft.
    const casesOfHire = `/api/v1/onboarding-cases?employee_id=${(await created.json()).id}`;
    await awaitListed(request, casesOfHire);
    const itStaff = await signedIn(browser, 'it_staff');
    await itStaff.goto('/employees');
    await itStaff.getByRole('region', { name: 'Starts and leavers by week' }).getByRole('link', { name }).click();
    await itStaff.waitForURL(/\/employees\/[0-9a-f-]{36}$/);
    const onboarding = itStaff.getByRole('region', { name: /^Onboarding/ });
    await expect(onboarding).toContainText('Ready for review');
    const draft = onboarding.getByRole('table', { name: `Draft quote from the policy Starters of ${department}` });
    await expect(draft.getByRole('row').filter({ hasText: kit.name })).toContainText('Kit');
    await onboarding.getByRole('button', { name: 'Submit as a quote' }).click();
    await itStaff
      .getByRole('dialog', { name: 'Submit the draft as a quote?' })
      .getByRole('button', { name: 'Submit quote' })
      .click();
    await expect(itStaff.getByTestId('toast').filter({ hasText: 'Draft submitted' })).toBeVisible();
    await expect(onboarding).toContainText('Submitted as a quote');
    const cases = await callApi(request, 'GET', '/api/v1/onboarding-cases?status=submitted&limit=100');
    const submitted = cases.body.data.find((entry: { employee: { email: string } }) => entry.employee.email === email);
    const quote = (await callApi(request, 'GET', `/api/v1/quotes/${submitted.quote_id}`)).body.data;
    expect(quote.requester_email).toBe('it@acme.example');
    expect(quote.items[0].recipients[0]).toMatchObject({ email, country: 'GB' });

    // The operator prices every item of it.
    const operator = await signedIn(browser, 'operator');
    await operator.goto(`/operator/quotes/${quote.id}`);
    await expect(operator.getByRole('heading', { level: 1, name: `Quote ${quote.number}` })).toBeVisible();
    const items = operator.getByRole('region', { name: /^Item \d+:/ });
    await expect(items).toHaveCount(quote.items.length);
    for (let index = 0; index < quote.items.length; index += 1) {
      const item = items.nth(index);
      const useEstimate = item.getByRole('button', { name: 'Use estimate' });
      if (await useEstimate.count()) await useEstimate.click();
      else await item.getByLabel(/^Unit price \(/).fill('199');
      await item.getByRole('button', { name: 'Set price' }).click();
      await expect(item.getByRole('button', { name: 'Change price' })).toBeVisible();
    }

    // IT staff accept everything from the case's link to the quote.
    await itStaff.reload();
    await onboarding.getByRole('link', { name: 'Open the quote' }).click();
    await itStaff.getByRole('button', { name: 'Accept all as quoted' }).click();
    const acceptAll = itStaff.getByRole('dialog', { name: /^Accept \d+ items? as quoted\?$/ });
    await acceptAll.getByRole('button', { name: /^Accept \d+ items?$/ }).click();
    await expect(acceptAll).toBeHidden();

    // The operator ships and delivers each shipment from the fulfilment board (a delivered one leaves it).
    const shipments = quote.items.length;
    for (let index = 0; index < shipments; index += 1) {
      await operator.goto('/operator/fulfilment');
      const board = await revealInQueue(operator, operator.getByRole('region', { name: `Quote ${quote.number}` }));
      const tracking = board.getByRole('form', { name: `Tracking for ${name}` }).first();
      await tracking.getByLabel('Tracking code').fill(`ONB-${run}-${index}`);
      await tracking.getByLabel('Tracking link').fill(`https://track.example/ONB-${run}-${index}`);
      await tracking.getByRole('button', { name: 'Save tracking' }).click();
      await expect(tracking.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
      await tracking.getByLabel('Serial number').fill(`ONB-SN-${run}-${index}`);
      await tracking.getByRole('button', { name: 'Mark delivered' }).click();
      await expect(
        operator
          .getByTestId('toast')
          .filter({ hasText: `Delivered to ${name}` })
          .first(),
      ).toBeVisible();
    }

    // The case completes once everything is delivered; the page then says so.
    await itStaff.goBack();
    await awaitCaseStatus(request, casesOfHire, 'completed');
    await itStaff.reload();
    await expect(onboarding.getByRole('heading', { name: /Onboarding/ })).toContainText('completed');
    await expect(onboarding).toContainText('Everything was delivered');
  } finally {
    await callApi(request, 'DELETE', `/api/v1/equipment-policies/${policy.body.data.id}`);
  }
});
