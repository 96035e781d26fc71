import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// Migration 0012: links stored before links became https-only (javascript:, data:, …) are removed, so they no longer
// go out in e-mails, webhooks or the dashboard; http:// and https:// links stay.

let server: TestServer;
let acme: CompanyWithKey;

const api = (method: string, path: string, body?: unknown) =>
  server.request(method, `/api/v1${path}`, { token: acme.key, body });
const operator = (method: string, path: string, body?: unknown) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });
const person = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@acme.example`,
  country: 'DE',
  address: 'Hauptstraße 1, Berlin',
});

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server);
});
afterAll(async () => {
  await server?.close();
});

describe('migration 0012_links_https_only', () => {
  it('removes stored links of other schemes from products, alternatives, recipients and device actions, and keeps http(s) links', async () => {
    const db = server.running.database.db;
    const product = await operator('POST', '/products', {
      name: 'Dock',
      brand: 'CalDigit',
      model: 'TS4',
      product_type: 'Dock',
      configurations: [{ price_estimate: 399 }],
    });
    expect(product.status, product.text).toBe(201);
    const quote = await api('POST', '/quotes', {
      requester_email: 'it@acme.example',
      requester_name: 'IT Desk',
      items: [
        {
          product_type: 'Accessory',
          specification: { brand: 'Belkin', model: 'USB-C hub' },
          recipients: [person('Ada'), person('Grace')],
        },
      ],
    });
    expect(quote.status, quote.text).toBe(202);
    const itemId = quote.body.data.items[0].id as string;
    const alternative = await operator('POST', `/quotes/${quote.body.data.id}/items/${itemId}/alternatives`, {
      brand: 'Anker',
      model: '565',
      price: 80,
      is_exact_match: false,
    });
    expect(alternative.status, alternative.text).toBe(201);
    expect(
      (
        await api('POST', '/devices', {
          serial_number: 'LINK-1',
          device_type: 'Laptop',
          model: 'ThinkPad T14',
          country: 'DE',
        })
      ).status,
    ).toBe(201);
    const action = await api('POST', '/device-actions', {
      action_type: 'Store',
      serial_number: 'LINK-1',
      current_user: person('Kai'),
    });
    expect(action.status, action.text).toBe(201);

    // Rows as an earlier version could store them.
    await db.execute(sql`update products set image_url = 'javascript:alert(1)' where id = ${product.body.data.id}`);
    await db.execute(
      sql`update quote_alternatives set image_url = 'DATA:text/html,<script>alert(1)</script>' where item_id = ${itemId}`,
    );
    await db.execute(
      sql`update quote_recipients set tracking_link = case when name = 'Ada' then 'javascript:alert(1)' else 'http://track.example/1' end where item_id = ${itemId}`,
    );
    await db.execute(
      sql`update device_actions set tracking_link = 'vbscript:msgbox' where id = ${action.body.data.id}`,
    );

    await db.execute(sql`delete from schema_migrations where name = '0012_links_https_only'`);
    expect(await migrate(db)).toEqual(['0012_links_https_only']);

    const [stored] = await queryRows<{ image_url: string | null }>(
      db,
      sql`select image_url from products where id = ${product.body.data.id}`,
    );
    expect(stored!.image_url).toBeNull();
    const alternatives = await queryRows<{ image_url: string | null }>(
      db,
      sql`select image_url from quote_alternatives where item_id = ${itemId}`,
    );
    expect(alternatives.map((row) => row.image_url)).toEqual([null]);
    const recipients = await queryRows<{ name: string; tracking_link: string | null }>(
      db,
      sql`select name, tracking_link from quote_recipients where item_id = ${itemId} order by name`,
    );
    expect(recipients).toEqual([
      { name: 'Ada', tracking_link: null },
      { name: 'Grace', tracking_link: 'http://track.example/1' },
    ]);
    const [device] = await queryRows<{ tracking_link: string | null }>(
      db,
      sql`select tracking_link from device_actions where id = ${action.body.data.id}`,
    );
    expect(device!.tracking_link).toBeNull();
  });
});
