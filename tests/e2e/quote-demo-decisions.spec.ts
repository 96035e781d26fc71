import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { callApi } from './support/api';
import {
  buildDemoQuote,
  DEMO,
  findItem,
  LAPTOP_ALTERNATIVES,
  priceDemoQuote,
  type ApiQuote,
} from './support/demo-quote';
import { signInOverHttp } from './support/session';
import type { E2ERole } from './support/stack';

// Quotes built by IT staff in the builder from the demo catalog (a configuration, an accessory, a kit and a freeform
// item), priced by the operator through the API, then decided by a manager in the dashboard.

async function pageFor(browser: Browser, role: E2ERole): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInOverHttp(page, role);
  return page;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** The items table's row of the item that asks for `itemName`. */
function itemRow(page: Page, itemName: string) {
  return page
    .getByRole('table', { name: /^Items of / })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${escape(itemName)}`) }) });
}

/** Expands the item's row (unless it is open) and returns its details: what was asked, the options, the recipients. */
async function openItem(page: Page, itemName: string) {
  const toggle = itemRow(page, itemName).getByRole('button', { name: new RegExp(`^${escape(itemName)}`) });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('region', { name: new RegExp(`^Item \\d+: ${escape(itemName)}$`) });
}

/** An option card ("Original offer", "Alternative 2") of the item that asks for `itemName`. */
async function optionCard(page: Page, itemName: string, title: string) {
  return (await openItem(page, itemName)).getByRole('article', { name: new RegExp(`^${title}:`) });
}

/** Opens the decision dialog of an option and confirms it with a click or with Enter on its button. */
async function decide(
  page: Page,
  itemName: string,
  title: string,
  action: 'Accept' | 'Reject',
  how: 'click' | 'Enter',
) {
  await (await optionCard(page, itemName, title)).getByRole('button', { name: new RegExp(`^${action}`) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${action} `) });
  const confirm = dialog.getByRole('button', { name: `${action} option` });
  if (how === 'Enter') await confirm.press('Enter');
  else await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(await optionCard(page, itemName, title)).toContainText(action === 'Accept' ? 'Accepted' : 'Rejected');
}

/** No serious or critical axe-core violation on the page as it is. */
async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
}

async function readQuote(page: Page, id: string): Promise<ApiQuote> {
  const { status, body } = await callApi(page.request, 'GET', `/api/v1/quotes/${id}`);
  expect(status).toBe(200);
  return body.data as ApiQuote;
}

test.describe('Decisions on a quote built from the demo data', () => {
  test('a manager rejects and accepts originals and alternatives, by click and by Enter', async ({ browser }) => {
    test.setTimeout(180_000);
    const itStaff = await pageFor(browser, 'it_staff');
    const quote = await priceDemoQuote(itStaff.request, await buildDemoQuote(itStaff));
    const jabra = quote.items.find((item) => String(item.specification.name).startsWith('Jabra'))!;
    const jabraName = String(jabra.specification.name);

    const manager = await pageFor(browser, 'manager');
    await manager.goto(`/quotes/${quote.id}`);
    await decide(manager, DEMO.laptop, 'Original offer', 'Reject', 'Enter');
    await expect(manager.getByTestId('toast').filter({ hasText: `Rejected ${DEMO.laptop}` })).toBeVisible();
    await decide(manager, DEMO.laptop, 'Alternative 1', 'Reject', 'click');
    await decide(manager, DEMO.laptop, 'Alternative 2', 'Accept', 'Enter');
    await decide(manager, DEMO.webcam, 'Alternative 1', 'Reject', 'Enter');
    await decide(manager, DEMO.webcam, 'Original offer', 'Accept', 'click');
    await decide(manager, jabraName, 'Original offer', 'Reject', 'click');

    const saved = await readQuote(manager, quote.id);
    const laptop = findItem(saved, DEMO.laptop);
    expect(laptop.status).toBe('Rejected');
    expect(laptop.alternatives.map((alternative) => alternative.status)).toEqual(['rejected', 'accepted']);
    expect(findItem(saved, DEMO.webcam)).toMatchObject({ status: 'Accepted', alternatives: [{ status: 'rejected' }] });
    expect(findItem(saved, jabraName)).toMatchObject({ status: 'Rejected', selected_option: null });
  });

  test('the header shows the quoted and the accepted total; an item follows the option chosen; the timeline has each time', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const itStaff = await pageFor(browser, 'it_staff');
    const quote = await priceDemoQuote(itStaff.request, await buildDemoQuote(itStaff));
    const manager = await pageFor(browser, 'manager');
    await manager.goto(`/quotes/${quote.id}`);
    const summary = manager.getByRole('region', { name: 'Summary' });
    await expect(summary.getByTestId('quoted-total')).toHaveText(money(quote.total!));
    await expect(summary.getByTestId('accepted-total')).toHaveText('Nothing accepted yet');

    // The laptop's second alternative is chosen: the row shows it, its price and "Accepted (alternative)".
    await decide(manager, DEMO.laptop, 'Alternative 2', 'Accept', 'click');
    const row = itemRow(manager, DEMO.laptop);
    await expect(row).toContainText('Accepted (alternative)');
    await expect(row).toContainText(`${LAPTOP_ALTERNATIVES[1]!.brand} ${LAPTOP_ALTERNATIVES[1]!.model}`);
    await expect(row).toContainText(money(LAPTOP_ALTERNATIVES[1]!.price * 2));
    await expect(row).not.toContainText('Rejected');
    await expect(row).not.toContainText(money(1900 * 2));
    // The cards inside keep each option's own status.
    await expect(await optionCard(manager, DEMO.laptop, 'Original offer')).toContainText('Rejected');
    await expect(await optionCard(manager, DEMO.laptop, 'Alternative 1')).toContainText('Rejected');
    await expect(await optionCard(manager, DEMO.laptop, 'Alternative 2')).toContainText('Accepted');

    let saved = await readQuote(manager, quote.id);
    expect(saved.accepted_total).toBe(LAPTOP_ALTERNATIVES[1]!.price * 2);
    await expect(summary.getByTestId('accepted-total')).toHaveText(money(saved.accepted_total!));
    await expect(summary.getByTestId('quoted-total')).toHaveText(money(quote.total!));
    await expect(summary).toContainText('1 of 9 items decided');

    // The rest accepted elsewhere and one recipient shipped: Approved and In Progress both carry their time.
    for (const item of saved.items.filter((candidate) => candidate.selected_option === null)) {
      expect(
        (
          await callApi(manager.request, 'POST', `/api/v1/quotes/${quote.id}/items/${item.id}/action`, {
            body: { action: 'accept' },
          })
        ).status,
      ).toBe(200);
    }
    saved = await readQuote(manager, quote.id);
    const recipient = (saved.items[0] as unknown as { recipients: { id: string }[] }).recipients[0]!;
    const tracking = { tracking_code: `1Z-TL-${Date.now()}`, tracking_link: 'https://track.example/parcel' };
    expect(
      (
        await callApi(manager.request, 'POST', `/operator/v1/quotes/${quote.id}/recipients/${recipient.id}/tracking`, {
          operator: true,
          body: tracking,
        })
      ).status,
    ).toBe(200);
    await manager.reload();
    const timeline = manager.getByRole('region', { name: 'Status timeline' });
    for (const status of ['Pending Review', 'Quoted', 'Approved', 'In Progress']) {
      await expect(timeline.getByRole('listitem').filter({ hasText: status })).toContainText(/\d{2}:\d{2} UTC/);
    }
    await expect(timeline.getByRole('listitem').filter({ hasText: 'In Progress' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Delivered' })).toContainText('Not yet');
    saved = await readQuote(manager, quote.id);
    await expect(summary.getByTestId('accepted-total')).toHaveText(money(saved.accepted_total!));
  });

  test('a request for input shows in the list and on the quote; IT staff and managers answer it there, support reads', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const itStaff = await pageFor(browser, 'it_staff');
    const quote = await buildDemoQuote(itStaff);
    const question = 'Which keyboard layout does Kevin need for the MX Keys S?';
    expect(
      (
        await callApi(itStaff.request, 'POST', `/operator/v1/quotes/${quote.id}/action-required`, {
          operator: true,
          body: { message: question },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await callApi(itStaff.request, 'POST', `/operator/v1/quotes/${quote.id}/comments`, {
          operator: true,
          body: { message: 'We hold the order until then.' },
        })
      ).status,
    ).toBe(201);

    await itStaff.goto(`/quotes?search=${quote.number}`);
    const listRow = itStaff
      .getByRole('row')
      .filter({ has: itStaff.getByRole('link', { name: quote.number, exact: true }) });
    await expect(listRow).toContainText('Pending Review');
    await expect(listRow).toContainText('Action required');
    await listRow.getByRole('link', { name: quote.number, exact: true }).click();

    const banner = itStaff.getByRole('region', { name: 'Action required' });
    await expect(banner).toContainText(question);
    await expect(itStaff.getByText('Reply to Loadout support to continue')).toHaveCount(0);
    const conversation = itStaff.getByRole('region', { name: 'Conversation with Loadout' });
    await expect(conversation.getByRole('listitem').filter({ hasText: 'We hold the order until then.' })).toContainText(
      'Loadout',
    );
    await banner.getByRole('link', { name: 'Answer in the conversation' }).click();
    await expect(conversation.getByLabel('Your message to Loadout')).toBeFocused();
    await conversation.getByLabel('Your message to Loadout').fill('US layout, please.');
    await conversation.getByRole('button', { name: 'Send to Loadout' }).click();
    await expect(
      itStaff.getByTestId('toast').filter({ hasText: `Message sent to Loadout about ${quote.number}` }),
    ).toBeVisible();
    await expect(conversation.getByRole('listitem').filter({ hasText: 'US layout, please.' })).toContainText(
      'Ines Torres',
    );
    await expect(conversation.getByLabel('Your message to Loadout')).toHaveValue('');

    const manager = await pageFor(browser, 'manager');
    await manager.goto(`/quotes/${quote.id}`);
    const managerConversation = manager.getByRole('region', { name: 'Conversation with Loadout' });
    await managerConversation.getByLabel('Your message to Loadout').fill('Approved on my side.');
    await managerConversation.getByRole('button', { name: 'Send to Loadout' }).click();
    await expect(managerConversation.getByRole('listitem').filter({ hasText: 'Approved on my side.' })).toContainText(
      'Marcus Hale',
    );

    const { body } = await callApi(manager.request, 'GET', `/api/v1/quotes/${quote.id}`);
    expect(
      body.data.comments
        .map(({ author, source, message }: { author: string; source: string; message: string }) => ({
          author,
          source,
          message,
        }))
        .slice(-2),
    ).toEqual([
      { author: 'Ines Torres', source: 'client', message: 'US layout, please.' },
      { author: 'Marcus Hale', source: 'client', message: 'Approved on my side.' },
    ]);

    // Support reads the thread; the BFF refuses a message from them.
    const support = await pageFor(browser, 'support');
    await support.goto(`/quotes/${quote.id}`);
    const supportConversation = support.getByRole('region', { name: 'Conversation with Loadout' });
    await expect(supportConversation).toContainText('Approved on my side.');
    await expect(supportConversation.getByLabel('Your message to Loadout')).toHaveCount(0);
    const refused = await support.request.post(`/api/quotes/${quote.id}/comments`, { data: { message: 'hi' } });
    expect(refused.status()).toBe(403);
  });

  test('quote numbers name the quote in the builder toast, the list, the heading, the breadcrumbs and the decision toasts', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const itStaff = await pageFor(browser, 'it_staff');
    const built = await buildDemoQuote(itStaff);
    const quote = await priceDemoQuote(itStaff.request, built);
    expect(quote.number).toMatch(/^Q-\d{4}-\d{6}$/);
    expect(built.toast).toContain(`Quote ${quote.number} sent to Loadout for pricing.`);

    await itStaff.goto(`/quotes?search=${quote.number}`);
    await expect(itStaff.getByRole('table', { name: 'Quotes' })).not.toContainText(quote.id.slice(0, 8));
    await itStaff.getByRole('link', { name: quote.number, exact: true }).click();
    await expect(itStaff.getByRole('heading', { level: 1, name: `Quote ${quote.number}` })).toBeVisible();
    await expect(itStaff).toHaveTitle(`Quote ${quote.number} · Loadout`);
    const breadcrumbs = itStaff.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumbs.getByRole('link', { name: 'Quotes' })).toHaveAttribute('href', '/quotes');
    await expect(breadcrumbs).toContainText(quote.number);
    await expect(itStaff.getByRole('main')).not.toContainText(quote.id.slice(0, 8));

    await decide(itStaff, DEMO.webcam, 'Original offer', 'Accept', 'click');
    await expect(
      itStaff.getByTestId('toast').filter({ hasText: `Accepted ${DEMO.webcam.replace(' Webcam', '')}` }),
    ).toContainText(quote.number);
  });

  test('nine items fit in a compact table; rows expand to the options; "Accept all as quoted" reports what failed', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const itStaff = await pageFor(browser, 'it_staff');
    const quote = await priceDemoQuote(itStaff.request, await buildDemoQuote(itStaff));
    const manager = await pageFor(browser, 'manager');
    await manager.setViewportSize({ width: 1280, height: 900 });
    await manager.goto(`/quotes/${quote.id}`);
    const items = manager.getByRole('table', { name: `Items of ${quote.number}` });
    await expect(items.getByRole('row')).toHaveCount(10);
    for (const header of ['Item', 'Quantity', 'Recipients', 'Status', 'Price'])
      await expect(items.getByRole('columnheader', { name: header })).toBeVisible();
    const laptopRow = itemRow(manager, DEMO.laptop);
    await expect(laptopRow).toContainText('Sarah Mitchell');
    await expect(laptopRow).toContainText('2 alternatives');
    await expect(laptopRow).toContainText(money(3800));
    expect(await manager.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2600);

    // A row opens to its options side by side and its recipients with tracking.
    const laptop = await openItem(manager, DEMO.laptop);
    const [original, alternative] = [
      await laptop.getByRole('article', { name: /^Original offer:/ }).boundingBox(),
      await laptop.getByRole('article', { name: /^Alternative 1:/ }).boundingBox(),
    ];
    expect(Math.abs(original!.y - alternative!.y)).toBeLessThan(2);
    await expect(laptop.getByRole('table', { name: /^Recipients of item/ })).toContainText('Sarah Mitchell');
    await decide(manager, DEMO.laptop, 'Alternative 2', 'Accept', 'click');
    await itemRow(manager, DEMO.laptop)
      .getByRole('button', { name: new RegExp(`^${DEMO.laptop}`) })
      .click();

    // Everything else as quoted, in one confirmation; the webcam is decided elsewhere meanwhile and is reported.
    let saved = await readQuote(manager, quote.id);
    const undecided = saved.items.filter((item) => item.selected_option === null);
    const expected = saved.accepted_total! + undecided.reduce((sum, item) => sum + item.price! * item.quantity, 0);
    await manager.getByRole('button', { name: 'Accept all as quoted' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Accept 8 items as quoted?' });
    await expect(dialog.getByRole('listitem')).toHaveCount(8);
    await expect(dialog.getByRole('listitem').filter({ hasText: DEMO.webcam })).toContainText(
      money(findItem(saved, DEMO.webcam).price!),
    );
    await expect(dialog).toContainText(`Accepted total afterwards: ${money(expected)}`);
    await expect(dialog).toContainText('Each item keeps its recipients');
    await manager.screenshot({ path: 'test-results/screenshots/quote-accept-all-dialog.png' });
    const webcam = findItem(saved, DEMO.webcam);
    expect(
      (
        await callApi(
          manager.request,
          'POST',
          `/api/v1/quotes/${quote.id}/items/${webcam.alternatives[0]!.id}/action`,
          { body: { action: 'accept' } },
        )
      ).status,
    ).toBe(200);
    await dialog.getByRole('button', { name: 'Accept 8 items' }).click();
    await expect(dialog).toBeHidden();
    const failures = manager.getByRole('alert').filter({ hasText: 'was not accepted' });
    await expect(failures).toContainText('7 items were accepted; 1 was not accepted');
    await expect(failures.getByRole('listitem')).toHaveCount(1);
    await expect(failures.getByRole('listitem')).toContainText(DEMO.webcam);
    saved = await readQuote(manager, quote.id);
    expect(saved.items.filter((item) => item.selected_option === null)).toHaveLength(0);
    expect(findItem(saved, DEMO.webcam).selected_option?.type).toBe('alternative');
    await expect(manager.getByRole('region', { name: 'Summary' }).getByTestId('accepted-total')).toHaveText(
      money(saved.accepted_total!),
    );
    await expect(manager.getByRole('region', { name: 'Summary' })).toContainText('Approved');
    await expect(manager.getByRole('button', { name: 'Accept all as quoted' })).toHaveCount(0);

    // Screenshots of the whole detail: desktop and 390 px, light and dark; at 390 px the rows stack and nothing scrolls sideways.
    await openItem(manager, DEMO.laptop);
    for (const scheme of ['light', 'dark'] as const) {
      await manager.emulateMedia({ colorScheme: scheme });
      await manager.setViewportSize({ width: 1280, height: 900 });
      await manager.screenshot({
        path: `test-results/screenshots/quote-detail-9-items-desktop-${scheme}.png`,
        fullPage: true,
      });
      await expectNoSeriousA11yViolations(manager);
      await manager.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const cells = itemRow(manager, DEMO.webcam).getByRole('cell');
      const [first, status] = [await cells.first().boundingBox(), await cells.nth(3).boundingBox()];
      expect(status!.y).toBeGreaterThan(first!.y + first!.height - 1);
      await manager.screenshot({
        path: `test-results/screenshots/quote-detail-9-items-390-${scheme}.png`,
        fullPage: true,
      });
    }
  });
});
