import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Loadout, OPERATIONS } from '@loadout/sdk';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** `${resource}.${method}` for every method of every resource client. */
function sdkMethods(loadout: Loadout): string[] {
  return Object.entries(loadout).flatMap(([resource, client]) => {
    if (!client || typeof client !== 'object') return [];
    return Object.getOwnPropertyNames(Object.getPrototypeOf(client))
      .filter((name) => name !== 'constructor' && typeof client[name] === 'function')
      .map((name) => `${resource}.${name}`);
  });
}

describe('the SDK against the served OpenAPI document', () => {
  it('has a method for every operation, with its method and path, and no method without one', async () => {
    const document = (await server.request('GET', '/api/v1/openapi.json')).body;
    const served: Record<string, { method: string; path: string }> = {};
    for (const [path, item] of Object.entries<Record<string, { operationId?: string }>>(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!operation?.operationId) continue;
        served[operation.operationId] = { method: method.toUpperCase(), path };
      }
    }
    expect(Object.keys(served).length).toBeGreaterThanOrEqual(36);
    expect(OPERATIONS).toEqual(served);

    const loadout = new Loadout({ apiKey: 'lo_test_unused', baseUrl: server.url });
    // The PDF of a certificate is the same operation as its JSON record, read with another Accept header.
    const SECOND_FORMS: Record<string, string> = {
      'assets.downloadErasureCertificate': 'assets.retrieveErasureCertificate',
    };
    for (const operationId of Object.values(SECOND_FORMS)) expect(served[operationId], operationId).toBeDefined();
    const methods = sdkMethods(loadout).filter((name) => name !== 'webhooks.verify' && !(name in SECOND_FORMS));
    expect(methods.sort()).toEqual(Object.keys(served).sort());
  });
});
