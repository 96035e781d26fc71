import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiValidator, type OpenApiDocument } from '../../support/openapi-validator';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';

// Clearance through to the certificate: a Store sends a laptop to clearance, Loadout receives and grades it, records
// its data erasure, which issues the erasure certificate (a PDF that poppler renders and reads, its JSON record, and
// the PDF's SHA-256 in the audit log), then its resale; the asset leaves the active inventory with its history kept.
// The events on a real receiver match the webhook catalog. Then every step out of order, and the sandbox's helpers.

let server: TestServer;
let receiver: Receiver;
let acme: CompanyWithKey;
let globex: CompanyWithKey;
let auditKey: string;
let sandboxKey: string;
let validator: ReturnType<typeof openApiValidator>;
let serial = 0;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-certificates-'));

const api = (method: string, url: string, body?: unknown, key = acme.key) =>
  server.request(method, `/api/v1${url}`, { token: key, body });
const operator = (method: string, url: string, body?: unknown) =>
  server.request(method, `/operator/v1${url}`, { token: server.operatorToken, body });

const erasure = {
  method: 'purge',
  tool: 'Blancco Drive Eraser 7.9',
  erased_on: '2026-12-03',
  performed_by: 'Priya Nair',
  verification: 'passed',
  verification_note: 'Sampled 10% of sectors: all zero.',
};

/** A laptop in use, Stored to clearance and received by Loadout: what waits for its erasure. */
async function receivedForClearance(key = acme.key, received = true) {
  serial += 1;
  const serialNumber = `CLR-${serial.toString().padStart(4, '0')}`;
  const added = await api(
    'POST',
    '/devices',
    {
      serial_number: serialNumber,
      device_type: 'Laptop',
      model: 'ThinkPad T14 Gen 5',
      country: 'DE',
      employee: { name: 'Lena Leaver', email: 'lena.leaver@acme.example' },
    },
    key,
  );
  expect(added.status, added.text).toBe(201);
  const stored = await api(
    'POST',
    '/device-actions',
    {
      action_type: 'Store',
      serial_number: serialNumber,
      destination: { type: 'clearance', outcome: 'resale' },
      wipe: true,
    },
    key,
  );
  expect(stored.status, stored.text).toBe(201);
  if (received) {
    const path = `/device-actions/${stored.body.data.id}/receive`;
    const done =
      key === sandboxKey
        ? await api('POST', `/test-helpers${path}`, { condition_grade: 'A' }, key)
        : await operator('POST', path, { condition_grade: 'A' });
    expect(done.status, done.text).toBe(200);
  }
  return { id: added.body.data.id as string, serialNumber, actionId: stored.body.data.id as string };
}

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
  const scopes = [
    'assets:read',
    'assets:write',
    'device_actions:read',
    'device_actions:write',
    'webhooks:manage',
  ] as const;
  acme = await createCompanyWithKey(server, { scopes });
  globex = await createCompanyWithKey(server, { name: 'Globex', scopes });
  auditKey = (await createKey(server, acme.companyId, { scopes: ['audit:read'] })).key;
  sandboxKey = (await createKey(server, acme.companyId, { mode: 'test', scopes })).key;
  expect((await api('POST', '/webhooks', { url: `${receiver.url}/assets`, events: ['asset.*'] })).status).toBe(201);
  validator = openApiValidator((await server.request('GET', '/api/v1/openapi.json')).body as OpenApiDocument, 'public');
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('a device cleared through to its certificate', () => {
  it('is erased with a certificate poppler renders and reads, its hash in the audit log, then resold', async () => {
    const device = await receivedForClearance();

    const erased = await operator('POST', `/assets/${device.id}/erasure`, erasure);
    expect(erased.status, erased.text).toBe(201);
    const certificateUrl = `/api/v1/assets/${device.id}/erasure-certificate`;
    expect(erased.body.data).toMatchObject({
      id: device.id,
      status: 'in_storage',
      storage: { type: 'clearance', outcome: 'resale' },
      condition_grade: 'A',
      erasure: { method: 'purge', erased_on: '2026-12-03', certificate_url: certificateUrl },
      clearance: null,
    });
    const number = erased.body.data.erasure.certificate_number as string;
    expect(number).toMatch(/^EC-\d{4}-\d{6}$/);

    // The PDF: served as one, rendered to an image and read as text by poppler-utils.
    const pdfAnswer = await fetch(`${server.url}${certificateUrl}`, {
      headers: { authorization: `Bearer ${acme.key}` },
    });
    expect(pdfAnswer.status).toBe(200);
    expect(pdfAnswer.headers.get('content-type')).toBe('application/pdf');
    expect(pdfAnswer.headers.get('content-disposition')).toBe(`inline; filename="${number}.pdf"`);
    const pdf = Buffer.from(await pdfAnswer.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pdfPath = path.join(scratch, `${number}.pdf`);
    fs.writeFileSync(pdfPath, pdf);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    for (const expected of [
      'Certificate of Data Erasure',
      `Certificate ${number}`,
      'ThinkPad T14 Gen 5 (Laptop)',
      device.serialNumber,
      'NIST SP 800-88 Rev. 1',
      'Purge (cryptographic or block erase of the media)',
      'Blancco Drive Eraser 7.9',
      '2026-12-03',
      'Priya Nair',
      'Passed: Sampled 10% of sectors: all zero.',
      'for Acme',
    ])
      expect(text, expected).toContain(expected);
    execFileSync('pdftoppm', ['-png', '-r', '40', '-singlefile', pdfPath, path.join(scratch, 'page')]);
    const png = fs.readFileSync(path.join(scratch, 'page.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(2_000);
    const pages = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
    expect(pages).toMatch(/^Pages:\s+1$/m);

    // The JSON record says the same, with the PDF's SHA-256.
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const record = await server.request('GET', certificateUrl, {
      token: acme.key,
      headers: { accept: 'application/json' },
    });
    expect(record.status, record.text).toBe(200);
    expect(record.body.data).toMatchObject({
      number,
      asset_id: device.id,
      company: { id: acme.companyId, name: 'Acme' },
      device: { serial_number: device.serialNumber, model: 'ThinkPad T14 Gen 5', device_type: 'Laptop' },
      method: 'purge',
      standard: 'NIST SP 800-88 Rev. 1',
      tool: 'Blancco Drive Eraser 7.9',
      erased_on: '2026-12-03',
      performed_by: 'Priya Nair',
      verification: { result: 'passed', note: 'Sampled 10% of sectors: all zero.' },
      issued_by: 'Loadout',
      pdf_sha256: sha256,
      livemode: true,
    });
    expect(erased.body.data.erasure.pdf_sha256).toBe(sha256);
    expect(validator.checkAnswer('/api/v1/assets/{id}/erasure-certificate', 'get', 200, record.body)).toEqual([]);

    // The audit log holds the certificate's issue with the hash (and never the PDF's bytes).
    const audit = await server.request('GET', '/api/v1/audit-events?action=assets.recordErasure&limit=20', {
      token: auditKey,
    });
    expect(audit.status, audit.text).toBe(200);
    const issued = audit.body.data
      .flatMap((event: any) => event.changes)
      .find((change: any) => change.table === 'erasure_certificates' && change.after?.number === number);
    expect(issued).toMatchObject({ operation: 'insert', after: { pdf_sha256: sha256, asset_id: device.id } });
    expect(JSON.stringify(audit.body)).not.toContain('erasure_certificate_pdfs');

    // Resold: out of the active inventory, listed as cleared, its history kept.
    const cleared = await operator('POST', `/assets/${device.id}/clearance`, {
      outcome: 'resale',
      credited_amount: 412.5,
      currency: 'EUR',
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.data).toMatchObject({
      status: 'cleared',
      employee: null,
      clearance: { outcome: 'resale', credited_amount: 412.5, currency: 'EUR' },
      erasure: { certificate_number: number, certificate_url: certificateUrl },
    });
    const active = (await api('GET', `/assets?serial_number=${device.serialNumber}`)).body.data;
    expect(active).toEqual([]);
    const listed = (await api('GET', `/assets?status=cleared&serial_number=${device.serialNumber}`)).body.data;
    expect(listed.map((asset: any) => asset.id)).toEqual([device.id]);
    const history = await api('GET', `/device-actions?serial_number=${device.serialNumber}`);
    expect(history.body.data.map((action: any) => action.id)).toEqual([device.actionId]);
    expect((await server.request('GET', certificateUrl, { token: acme.key })).status).toBe(200);

    // A cleared device cannot be moved again.
    const moved = await api('POST', '/device-actions', {
      action_type: 'Assign',
      serial_number: device.serialNumber,
      new_recipient: { name: 'Nia New' },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error.message).toContain('was cleared (resold after its certified erasure)');

    // Received, erased, cleared: each event as the catalog describes it, the last with the certificate's URL.
    await receiver.waitFor((entries) =>
      entries.some((entry) => entry.json?.type === 'asset.cleared' && entry.json.data.id === device.id),
    );
    const events = receiver.received.filter((entry) => entry.json.data.id === device.id).map((entry) => entry.json);
    expect(events.map((event) => event.type)).toEqual(['asset.received', 'asset.erased', 'asset.cleared']);
    for (const event of events) expect(validator.checkDelivery(event.type, event), event.type).toEqual([]);
    expect(events[2].data.erasure.certificate_url).toBe(certificateUrl);
  });

  it('recycles a device without a credited amount', async () => {
    const device = await receivedForClearance();
    expect((await operator('POST', `/assets/${device.id}/erasure`, { ...erasure, method: 'destroy' })).status).toBe(
      201,
    );
    const cleared = await operator('POST', `/assets/${device.id}/clearance`, { outcome: 'recycle' });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.data.clearance).toMatchObject({ outcome: 'recycle', credited_amount: null, currency: null });
    const resaleWithoutAmount = await operator('POST', `/assets/${device.id}/clearance`, { outcome: 'resale' });
    expect(resaleWithoutAmount.status).toBe(400);
  });
});

describe('clearance out of order', () => {
  it('refuses each step before its time, with what to do instead', async () => {
    const notReceived = await receivedForClearance(acme.key, false);
    let refused = await operator('POST', `/assets/${notReceived.id}/erasure`, erasure);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('is not waiting for clearance: Lena Leaver still has it');

    const device = await receivedForClearance();
    refused = await operator('POST', `/assets/${device.id}/clearance`, { outcome: 'recycle' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('record its data erasure first');

    refused = await operator('POST', `/assets/${device.id}/erasure`, { ...erasure, verification: 'failed' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('no certificate is issued');
    expect((await api('GET', `/assets/${device.id}/erasure-certificate`)).status).toBe(404);

    const bad = await operator('POST', `/assets/${device.id}/erasure`, {
      ...erasure,
      method: 'shred',
      erased_on: 'today',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('method: must be clear, purge or destroy (NIST SP 800-88)');
    expect(bad.body.error.message).toContain('erased_on: must be YYYY-MM-DD');

    expect((await operator('POST', `/assets/${device.id}/erasure`, erasure)).status).toBe(201);
    refused = await operator('POST', `/assets/${device.id}/erasure`, erasure);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('has its erasure certificate already');

    // A device stored at the hub is not for clearance.
    serial += 1;
    const hubSerial = `CLR-HUB-${serial}`;
    const added = await api('POST', '/devices', {
      serial_number: hubSerial,
      device_type: 'Laptop',
      model: 'MacBook Air 13',
      country: 'GB',
    });
    refused = await operator('POST', `/assets/${added.body.data.id}/erasure`, erasure);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('kept in storage for reuse');
    const none = await api('GET', `/assets/${added.body.data.id}/erasure-certificate`);
    expect(none.status).toBe(404);
    expect(none.body.error.message).toContain('has no erasure certificate');
  });

  it("keeps companies and modes apart: another company's or mode's key gets 404 for the certificate", async () => {
    const device = await receivedForClearance();
    await operator('POST', `/assets/${device.id}/erasure`, erasure);
    expect((await api('GET', `/assets/${device.id}/erasure-certificate`, undefined, globex.key)).status).toBe(404);
    expect((await api('GET', `/assets/${device.id}/erasure-certificate`, undefined, sandboxKey)).status).toBe(404);
    const readOnly = (await createKey(server, acme.companyId, { scopes: ['device_actions:read'] })).key;
    expect((await api('GET', `/assets/${device.id}/erasure-certificate`, undefined, readOnly)).status).toBe(403);
  });

  it('runs in the sandbox through the test helpers, which a live key cannot use', async () => {
    const device = await receivedForClearance(sandboxKey);
    const erased = await api('POST', `/test-helpers/assets/${device.id}/erasure`, erasure, sandboxKey);
    expect(erased.status, erased.text).toBe(201);
    expect(erased.body.data.livemode).toBe(false);
    const record = await server.request('GET', `/api/v1/assets/${device.id}/erasure-certificate`, {
      token: sandboxKey,
      headers: { accept: 'application/json' },
    });
    expect(record.body.data).toMatchObject({ livemode: false, number: erased.body.data.erasure.certificate_number });
    const cleared = await api(
      'POST',
      `/test-helpers/assets/${device.id}/clearance`,
      { outcome: 'recycle' },
      sandboxKey,
    );
    expect(cleared.body.data.status).toBe('cleared');
    expect((await api('POST', `/test-helpers/assets/${device.id}/clearance`, { outcome: 'recycle' })).status).toBe(404);
  });
});
