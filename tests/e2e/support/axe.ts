import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, as axe-core tags them: 2.2's own AA rule is `target-size` (2.5.8, targets of at least 24 px). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Rules every scan must have run, so that a change of tags or of axe-core cannot drop them without a failure. */
const REQUIRED_RULES = ['color-contrast', 'target-size'];

/** Axe-core over the page as it is: no serious or critical violation of WCAG 2.2 A and AA. */
export async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id),
  );
  expect(
    REQUIRED_RULES.filter((rule) => !ran.has(rule)),
    `${label}: axe-core did not run these rules`,
  ).toEqual([]);
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    blocking.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    `${label} has accessibility violations`,
  ).toEqual([]);
}
