import { expect, test } from '@playwright/test';
import { E2E_PORTS } from './support/stack';

// The API's reference page (/api/v1/docs), served by the API itself: its quick start shows each flow as curl, SDK or
// MCP behind tabs that work without script, and on a phone nothing scrolls sideways.

const DOCS_URL = `http://127.0.0.1:${E2E_PORTS.api}/api/v1/docs`;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the quick start switches between curl, SDK and MCP at ${viewport.width} px, without sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${DOCS_URL}#quick-start`);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

    const quote = page.getByRole('group', { name: 'A quote: create, price in the sandbox, accept' });
    await expect(quote.getByRole('radio', { name: 'curl' })).toBeChecked();
    await expect(quote.getByText('QUOTE_ID=$(curl -s -X POST')).toBeVisible();
    await expect(quote.getByText('loadout.quotes.create(')).toBeHidden();

    await quote.getByText('TypeScript SDK', { exact: true }).click();
    await expect(quote.getByText('loadout.quotes.create(')).toBeVisible();
    await expect(quote.getByText('QUOTE_ID=$(curl -s -X POST')).toBeHidden();

    // The keyboard moves between tabs as in any radio group; the other flow keeps its own choice.
    await quote.getByRole('radio', { name: 'TypeScript SDK' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(quote.getByRole('radio', { name: 'MCP (AI agents)' })).toBeChecked();
    await expect(quote.getByText('Ask the agent: "Create a quote')).toBeVisible();
    const device = page.getByRole('group', { name: 'A device action: assign a device' });
    await expect(device.getByRole('radio', { name: 'curl' })).toBeChecked();
    await expect(device.getByText('ACTION_ID=$(curl -s -X POST')).toBeVisible();

    await page.screenshot({
      path: `test-results/screenshots/api-reference-quick-start-${viewport.width}.png`,
      fullPage: false,
    });
  });
}
