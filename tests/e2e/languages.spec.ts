import { expect, test, type Page } from '@playwright/test';
import type { Messages } from '@/lib/i18n/messages';
import { MESSAGES } from './support/catalogs';
import type { TLocale } from '@/lib/i18n/locales';
import { callApi } from './support/api';
import { seedApproval } from './support/pages';
import { signInOverHttp } from './support/session';

// The dashboard in the manager's language: a browser that asks for German gets German pages, with German numbers and
// dates; the user menu's switch turns them French, and the choice stays. What the pages say comes from the catalogs
// (lib/i18n/messages): no English message of a catalog shows on a German or French page.

test.use({ locale: 'de-DE' });

type Tree = { [key: string]: string | Tree };
/** The catalog's messages without arguments (those read as they are written). */
const plainMessages = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? (value.includes('{') ? [] : [value]) : plainMessages(value),
  );

/** The English messages of these namespaces that read differently in `locale`: none may show on its pages. */
function englishOnly(locale: TLocale, namespaces: (keyof Messages)[]): string[] {
  const translated = new Set(namespaces.flatMap((name) => plainMessages(MESSAGES[locale][name] as unknown as Tree)));
  return namespaces
    .flatMap((name) => plainMessages(MESSAGES.en[name] as unknown as Tree))
    .filter((text) => text.length > 3 && !translated.has(text));
}

const JOURNEY: (keyof Messages)[] = ['Shell', 'Navigation', 'Roles', 'Approvals', 'ApprovalRequest', 'ApprovalSteps'];

async function expectNoEnglish(page: Page, locale: TLocale) {
  const text = await page.locator('body').innerText();
  // Whole words only: French's "Catalogue" holds the English "Catalog".
  const shown = (message: string) =>
    new RegExp(`(^|[^\\p{L}])${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text);
  const leaked = englishOnly(locale, JOURNEY).filter(shown);
  expect(leaked, `English on ${page.url()} in ${locale}`).toEqual([]);
}

test('a manager whose browser asks for German approves in German, then switches to French for good', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { requestId, ruleId, policyId } = await seedApproval(page.request);
  const de = MESSAGES.de;
  const fr = MESSAGES.fr;
  try {
    await signInOverHttp(page, 'manager');
    await page.goto('/approvals');
    await expect(page.getByRole('heading', { level: 1, name: de.Approvals.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('navigation', { name: de.Shell.mainNavigation })).toBeVisible();
    await expect(page.getByRole('link', { name: de.Navigation.approvals, exact: true })).toBeVisible();
    const inbox = page.getByRole('table', { name: de.Approvals.mineCaption });
    await expect(inbox.getByRole('columnheader', { name: de.Approvals.columnRequestedBy })).toBeVisible();
    // German money: 4.200,00 $ (the quote's USD, written as German does), and German dates: 8. Dez. 2026.
    await expect(inbox.getByText('4.200,00 $').first()).toBeVisible();
    await expect(inbox.getByText(/^\d{1,2}\. [A-Z][a-zä]{2,3}\.? \d{4}/).first()).toBeVisible();
    await expectNoEnglish(page, 'de');

    await page.goto(`/approvals/${requestId}`);
    const number = (await callApi(page.request, 'GET', `/api/v1/approval-requests/${requestId}`)).body.data
      .quote_number;
    await expect(
      page.getByRole('heading', { level: 1, name: de.ApprovalRequest.title.replace('{number}', number) }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: de.ApprovalRequest.whatWasDecided })).toBeVisible();
    await expect(page.getByRole('button', { name: de.ApprovalRequest.approveAndOrder })).toBeVisible();
    await expect(page.getByText('4.200,00 $').first()).toBeVisible();
    await expectNoEnglish(page, 'de');

    // The switch in the user menu: French at once, and still French on the next visit.
    await page.getByLabel(de.LanguageSwitch.label).selectOption('fr');
    await expect(
      page.getByRole('heading', { level: 1, name: fr.ApprovalRequest.title.replace('{number}', number) }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: fr.ApprovalRequest.approveAndOrder })).toBeVisible();
    await expect(page.getByText('4 200,00 $US').or(page.getByText('4\u202f200,00\u00a0$US')).first()).toBeVisible();
    await expectNoEnglish(page, 'fr');

    await page.goto('/approvals');
    await expect(page.getByRole('heading', { level: 1, name: fr.Approvals.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectNoEnglish(page, 'fr');

    // Approving in French works as in any language.
    await page.goto(`/approvals/${requestId}`);
    await page.getByRole('button', { name: fr.ApprovalRequest.approveAndOrder }).click();
    await expect(page.getByText(fr.ApprovalRequest.approvedLast.replace('{number}', number))).toBeVisible();
  } finally {
    await callApi(page.request, 'DELETE', `/api/v1/approval-rules/${ruleId}`);
    await callApi(page.request, 'DELETE', `/api/v1/equipment-policies/${policyId}`);
  }
});
