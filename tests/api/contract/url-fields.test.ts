import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, createFreeformQuote, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestResponse, type TestServer } from '../../support/server';

// Links the API stores go out in e-mails, webhooks and the dashboard: only https:// links are accepted there, so that a
// `javascript:` or `data:` link cannot reach a reader. They used to be accepted as any "absolute URL".

let server: TestServer;
let live: CompanyWithKey;
let sandbox: CompanyWithKey;

const operator = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body, headers });

const HOSTILE = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'ftp://files.example/x',
  'http://track.example/1Z',
  'https://track.example/\\@evil.example/',
  'https://user:password@track.example/1Z',
  'https://track.example/1Z\tx',
];

function expectRefused(response: TestResponse, path: string, url: string) {
  expect(response.status, `${url}: ${response.text}`).toBe(400);
  expect(response.body.error.code).toBe('VALIDATION_ERROR');
  expect(response.body.error.details, url).toEqual([{ path, message: expect.any(String) }]);
}

/** Prices the quote (as staff, or through the sandbox helper) and accepts its item, so that it can be shipped. */
async function acceptQuote(company: CompanyWithKey, quote: { id: string; itemId: string }) {
  const priced =
    company === sandbox
      ? await server.request('POST', `/api/v1/test-helpers/quotes/${quote.id}/price`, { token: sandbox.key, body: {} })
      : await operator('PUT', `/quotes/${quote.id}/items/${quote.itemId}/price`, { price: 1000 });
  expect(priced.status).toBe(200);
  const accepted = await server.request('POST', `/api/v1/quotes/${quote.id}/items/${quote.itemId}/action`, {
    token: company.key,
    body: { action: 'accept' },
  });
  expect(accepted.status, accepted.text).toBe(200);
}

async function createDeviceAction(serial: string) {
  const device = await server.request('POST', '/api/v1/devices', {
    token: live.key,
    body: { serial_number: serial, device_type: 'Laptop', model: 'MacBook Air', country: 'GB' },
  });
  expect(device.status).toBe(201);
  const action = await server.request('POST', '/api/v1/device-actions', {
    token: live.key,
    body: { action_type: 'Store', serial_number: serial },
  });
  expect(action.status, action.text).toBe(201);
  return action.body.data.id as string;
}

beforeAll(async () => {
  server = await startTestServer();
  live = await createCompanyWithKey(server);
  sandbox = await createCompanyWithKey(server, { name: 'Sandbox Co', mode: 'test' });
});
afterAll(() => server?.close());

describe('tracking links', () => {
  it('operator quote tracking: 400 naming tracking_link for anything but an https:// URL', async () => {
    const quote = await createFreeformQuote(server, live);
    await acceptQuote(live, quote);
    for (const url of HOSTILE) {
      const response = await operator('POST', `/quotes/${quote.id}/recipients/${quote.recipientId}/tracking`, {
        tracking_code: '1Z',
        tracking_link: url,
      });
      expectRefused(response, 'tracking_link', url);
    }
  });

  it('operator device-action tracking: 400 naming tracking_link', async () => {
    const actionId = await createDeviceAction('SN-URL-1');
    for (const url of HOSTILE) {
      expectRefused(
        await operator('POST', `/device-actions/${actionId}/tracking`, { tracking_code: 'DHL1', tracking_link: url }),
        'tracking_link',
        url,
      );
    }
    const accepted = await operator('POST', `/device-actions/${actionId}/tracking`, {
      tracking_code: 'DHL1',
      tracking_link: 'HTTPS://DHL.Example/track/./DHL1',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.tracking_link).toBe('https://dhl.example/track/DHL1');
  });

  it('sandbox helper tracking: 400 naming tracking_link', async () => {
    const quote = await createFreeformQuote(server, sandbox);
    await acceptQuote(sandbox, quote);
    for (const url of HOSTILE) {
      const response = await server.request(
        'POST',
        `/api/v1/test-helpers/quotes/${quote.id}/recipients/${quote.recipientId}/tracking`,
        {
          token: sandbox.key,
          body: { tracking_link: url },
        },
      );
      expectRefused(response, 'tracking_link', url);
    }
  });
});

describe('image links', () => {
  it('alternatives (operator and sandbox): 400 naming image_url', async () => {
    const quote = await createFreeformQuote(server, live);
    const sandboxQuote = await createFreeformQuote(server, sandbox);
    const alternative = { brand: 'Dell', model: 'XPS 13', price: 900, is_exact_match: false };
    for (const url of HOSTILE) {
      expectRefused(
        await operator('POST', `/quotes/${quote.id}/items/${quote.itemId}/alternatives`, {
          ...alternative,
          image_url: url,
        }),
        'image_url',
        url,
      );
      const helper = await server.request(
        'POST',
        `/api/v1/test-helpers/quotes/${sandboxQuote.id}/items/${sandboxQuote.itemId}/alternatives`,
        {
          token: sandbox.key,
          body: { ...alternative, image_url: url },
        },
      );
      expectRefused(helper, 'image_url', url);
    }
  });

  it('catalog products, on create, on change and in the import: 400 (or a row error) naming image_url', async () => {
    const product = { name: 'Linked', brand: 'Links', model: 'L1', product_type: 'Laptop', configurations: [{}] };
    const created = await operator('POST', '/products', { ...product, image_url: 'https://images.example/l1.png' });
    expect(created.status).toBe(201);
    for (const url of HOSTILE) {
      expectRefused(await operator('POST', '/products', { ...product, model: 'L2', image_url: url }), 'image_url', url);
      expectRefused(await operator('PATCH', `/products/${created.body.data.id}`, { image_url: url }), 'image_url', url);
    }
    const imported = await operator('POST', '/products/import', [
      { brand: 'Links', model: 'L3', name: 'L3', product_type: 'Laptop', image_url: 'javascript:alert(1)' },
      {
        brand: 'Links',
        model: 'L4',
        name: 'L4',
        product_type: 'Laptop',
        image_url: 'data:image/svg+xml,<svg onload=alert(1)>',
      },
      { brand: 'Links', model: 'L5', name: 'L5', product_type: 'Laptop', image_url: 'https://images.example/l5.png' },
    ]);
    expect(imported.status).toBe(200);
    expect(imported.body.data.products_created).toBe(1);
    expect(imported.body.data.errors).toEqual([
      { row: 1, message: expect.stringContaining('image_url') },
      { row: 2, message: expect.stringContaining('image_url') },
    ]);
  });

  it('the OpenAPI document says the links are https:// URLs', async () => {
    const document = (await operator('GET', '/openapi.json')).body;
    const body =
      document.paths['/operator/v1/quotes/{id}/recipients/{recipientId}/tracking'].post.requestBody.content[
        'application/json'
      ].schema;
    expect(body.properties.tracking_link).toMatchObject({ type: 'string', format: 'uri', pattern: '^https://' });
  });
});
