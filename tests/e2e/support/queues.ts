import { expect, type Locator, type Page } from '@playwright/test';

/** Queues list the oldest first, a page at a time: load more pages until `target` shows up, as an operator would. */
export async function revealInQueue(page: Page, target: Locator): Promise<Locator> {
  const more = page.getByRole('button', { name: 'Load more' });
  for (let pages = 0; pages < 40; pages += 1) {
    await expect(target.or(more).first()).toBeVisible();
    if ((await target.count()) > 0) return target;
    await more.first().click();
    await expect(page.getByRole('button', { name: 'Loading…' })).toHaveCount(0);
  }
  return target;
}
