import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInOverHttp } from './support/session';
import { stackCredentials, type E2ERole } from './support/stack';

const PAGES: Record<E2ERole, string[]> = {
  it_staff: ['/', '/catalog', '/quotes', '/device-actions', '/inventory', '/employees', '/webhooks'],
  manager: ['/', '/quotes'],
  support: ['/', '/shipments'],
  operator: ['/operator'],
};

function javascriptFiles(directory: string): string[] {
  return fs
    .readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(directory, file));
}

// The company key and the operator token stay on the server: nothing the browser receives contains them.
test.describe('secrets never reach the browser', () => {
  for (const role of Object.keys(PAGES) as E2ERole[]) {
    test(`${role}: no response to the browser contains the key or the token`, async ({ page }) => {
      const { apiKey, operatorToken } = stackCredentials();
      const bodies: { url: string; body: string }[] = [];
      page.on('response', (response) => {
        void response.text().then(
          (body) => bodies.push({ url: response.url(), body }),
          () => undefined, // redirects have no body
        );
      });
      await signInOverHttp(page, role);
      for (const href of PAGES[role]) {
        await page.goto(href);
        await expect(page.getByRole('main')).toBeVisible();
        await page.waitForLoadState('networkidle');
      }
      expect(bodies.length).toBeGreaterThan(PAGES[role].length);
      for (const { url, body } of bodies) {
        expect(body.includes(apiKey), `${url} contains the API key`).toBe(false);
        expect(body.includes(operatorToken), `${url} contains the operator token`).toBe(false);
      }
    });
  }

  test('no JavaScript file the dashboard serves contains the key or the token', async ({ request }) => {
    const { apiKey, operatorToken, dashboardDir } = stackCredentials();
    const staticDir = path.join(dashboardDir, 'static');
    const files = javascriptFiles(staticDir);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const url = `/_next/static/${path.relative(staticDir, file).split(path.sep).join('/')}`;
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const body = await response.text();
      expect(body.includes(apiKey), `${url} contains the API key`).toBe(false);
      expect(body.includes(operatorToken), `${url} contains the operator token`).toBe(false);
    }
  });
});
