import { expect, test } from '@playwright/test';
import { formatDate } from '@/lib/dates';
import { callApi } from './support/api';
import { hireWithChoiceLink, removePolicy } from './support/onboarding';

// A new hire's one-time equipment link, end to end: the identity provider provisions them with a start date ahead,
// the e-mail carries the link, they open it on a phone with no dashboard account, pick the other laptop and confirm;
// the link then no longer works and the onboarding case holds their pick.

test('a new hire picks their laptop through the one-time link on a phone, and the link then stops working', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const hire = await hireWithChoiceLink(request);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(`/choose/${hire.token}`);
    await expect(page).toHaveURL(new RegExp(`/choose/${hire.token}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hello Nina, welcome to /);
    await expect(page.getByText(formatDate(hire.startDate))).toBeVisible();
    await expect(page.getByText('Choose by')).toBeVisible();

    const laptop = page.getByRole('group', { name: 'Laptop' });
    // The default option is marked "standard" (and its radio is named so); the other is not.
    const standard = laptop.getByRole('radio', { name: `${hire.options.standard} standard`, exact: true });
    const other = laptop.getByRole('radio', { name: hire.options.other, exact: true });
    await expect(standard).toBeChecked();
    await expect(other).not.toBeChecked();
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const colorScheme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.screenshot({ path: `test-results/screenshots/choose-${width}-${colorScheme}.png`, fullPage: true });
      }
    }

    await laptop.locator('label').filter({ hasText: hire.options.other }).tap();
    await expect(other).toBeChecked();
    await page.getByRole('button', { name: 'Confirm my choices' }).click();
    const thanks = page.getByRole('region', { name: 'Thank you, Nina!' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText(`Laptop: ${hire.options.other}`);
    await expect(thanks).toContainText(`You start on ${formatDate(hire.startDate)}`);
    await expect(page.getByRole('button', { name: 'Confirm my choices' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/choose-390-thanks.png', fullPage: true });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
    await expect(page.getByText(/It was used already/)).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('button')).toHaveCount(0);

    const cases = await callApi(request, 'GET', `/api/v1/onboarding-cases?employee_id=${hire.employeeId}`);
    expect(cases.status).toBe(200);
    expect(cases.body.data[0].draft.choices[0].chosen).toBe(hire.options.other);
  } finally {
    await context.close();
    await removePolicy(request, hire.policyId);
  }
});

test('the BFF passes the API answers through: a wrong option is named next to its choice, a bad body is refused', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const hire = await hireWithChoiceLink(request, `${Date.now()}-errors`);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const url = `/api/onboarding-choices/${hire.token}`;
    const read = await page.request.get(url);
    expect(read.status()).toBe(200);
    expect((await read.json()).data).toMatchObject({ first_name: 'Nina', choices: [{ name: 'Laptop', chosen: null }] });
    const notJson = await page.request.post(url, { headers: { 'content-type': 'application/json' }, data: '{' });
    expect(notJson.status()).toBe(400);
    const badShape = await page.request.post(url, { data: { choices: { Laptop: 3 } } });
    expect(badShape.status()).toBe(400);
    expect((await badShape.json()).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'choices.Laptop' }],
    });
    const crossSite = await page.request.post(url, {
      headers: { origin: 'https://elsewhere.example' },
      data: { choices: {} },
    });
    expect(crossSite.status()).toBe(403);

    // IT renames the other option while the page is open: the API's refusal shows on the Laptop choice.
    await page.goto(`/choose/${hire.token}`);
    const laptop = page.getByRole('group', { name: 'Laptop' });
    await laptop.getByRole('radio', { name: hire.options.other, exact: true }).check();
    const policy = await callApi(request, 'GET', `/api/v1/equipment-policies/${hire.policyId}`);
    type Option = { label: string; product_id: string; configuration_id: string | null };
    const options = (policy.body.data.choices[0].options as Option[]).map((option) => ({
      label: option.label === hire.options.other ? `${option.label} (renamed)` : option.label,
      product_id: option.product_id,
      configuration_id: option.configuration_id,
    }));
    const patched = await callApi(request, 'PATCH', `/api/v1/equipment-policies/${hire.policyId}`, {
      body: { choices: [{ name: 'Laptop', options, default_option: hire.options.standard }] },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    await page.getByRole('button', { name: 'Confirm my choices' }).click();
    await expect(laptop.getByRole('alert')).toContainText(`'${hire.options.other}' is not an option`);
    await expect(laptop).toHaveAttribute('aria-invalid', 'true');

    // Unknown links get the same explanation, with no form.
    await page.goto('/choose/not-a-link-anyone-was-sent-0000');
    await expect(page.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
  } finally {
    await context.close();
    await removePolicy(request, hire.policyId);
  }
});
