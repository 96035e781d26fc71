import { expect, test } from '@playwright/test';

// The dashboard's server keeps an idle connection 72 s (server/dashboard-main.ts), not Node's default 5 s, so a client
// that reuses its connection after a pause does not meet a socket the server has just closed (ECONNRESET).
test('the dashboard keeps idle connections open as long as the API does, and says so', async ({ request }) => {
  for (const path of ['/sign-in', '/api/auth/session']) {
    const response = await request.get(path);
    expect(response.ok(), path).toBe(true);
    expect(response.headers()['keep-alive'], path).toBe('timeout=72');
  }
});
