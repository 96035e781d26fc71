import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { awaitRoomInWindow } from '../support/time';
import { requestFrom } from './support/from-address';
import { hireWithChoiceLink, removePolicy } from './support/onboarding';
import { signInOverHttp } from './support/session';
import { TRUSTED_PROXY_ADDRESS } from './support/stack';

// The API limits its public routes (a hire's choice link, export downloads) per client, 60 requests a minute, and the
// dashboard calls them for everyone from its own address. Each test here plays an anonymous client from its own
// loopback address (support/from-address.ts): its requests must not lock out another client's link, nor a signed-in
// user's download.

const UNAUTHENTICATED_PER_MINUTE = 60;
const randomLink = () => `/api/onboarding-choices/${randomBytes(24).toString('base64url')}`;

/** 62 requests for links nobody was sent, from `address` (through the trusted proxy when it names `forwardedFor`). */
async function probeRandomLinks(address: string, forwardedFor?: string) {
  const statuses: number[] = [];
  for (let i = 0; i < UNAUTHENTICATED_PER_MINUTE + 2; i++) {
    const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    statuses.push((await requestFrom(address, randomLink(), { headers })).status);
  }
  return statuses;
}

test("62 anonymous requests from one address lock out neither another hire's link nor a signed-in user's download", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const hire = await hireWithChoiceLink(request, `${Date.now()}-budget`);
  try {
    await signInOverHttp(page, 'it_staff');
    const created = await page.request.post('/api/exports', {
      data: { kind: 'employees', format: 'csv', filters: { search: `Budget ${Date.now()}` } },
    });
    expect(created.status()).toBe(202);
    const exportId = (await created.json()).data.id as string;
    await expect(async () => {
      expect((await (await page.request.get(`/api/exports/${exportId}`)).json()).data.status).toBe('succeeded');
    }).toPass({ timeout: 30_000 });

    await awaitRoomInWindow(20_000);
    const statuses = await probeRandomLinks('127.0.0.51');
    // The prober spends its own budget and no more.
    expect(statuses.slice(0, UNAUTHENTICATED_PER_MINUTE).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(UNAUTHENTICATED_PER_MINUTE)).toEqual([429, 429]);

    // Another client reads the hire's real link, the hire opens it in the browser, and IT downloads the export.
    const other = await requestFrom('127.0.0.52', `/api/onboarding-choices/${hire.token}`);
    expect(other.status, other.text).toBe(200);
    await page.goto(`/choose/${hire.token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hello Nina, welcome to /);
    const download = await page.request.get(`/api/exports/${exportId}/download`);
    expect(download.status(), await download.text()).toBe(200);
  } finally {
    await removePolicy(request, hire.policyId);
  }
});

test('behind the trusted proxy, each forwarded client has its own budget and a client cannot claim another address', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const hire = await hireWithChoiceLink(request, `${Date.now()}-proxied`);
  try {
    await awaitRoomInWindow(20_000);
    const statuses = await probeRandomLinks(TRUSTED_PROXY_ADDRESS, '127.0.0.53');
    expect(statuses.slice(UNAUTHENTICATED_PER_MINUTE)).toEqual([429, 429]);
    // The locked client stays locked through the proxy; another client the proxy names does not.
    const locked = await requestFrom(TRUSTED_PROXY_ADDRESS, `/api/onboarding-choices/${hire.token}`, {
      headers: { 'x-forwarded-for': '127.0.0.53' },
    });
    expect(locked.status).toBe(429);
    const other = await requestFrom(TRUSTED_PROXY_ADDRESS, `/api/onboarding-choices/${hire.token}`, {
      headers: { 'x-forwarded-for': '127.0.0.54' },
    });
    expect(other.status, other.text).toBe(200);
    // The same client without the proxy cannot name another address to escape its count.
    const dodging = await requestFrom('127.0.0.53', randomLink(), { headers: { 'x-forwarded-for': '127.0.0.55' } });
    expect(dodging.status).toBe(429);
  } finally {
    await removePolicy(request, hire.policyId);
  }
});
