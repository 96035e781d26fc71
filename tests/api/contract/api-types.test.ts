import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPE_FILES, renderApiTypes } from '@/server/cli/render-api-types';
import { startTestServer, type TestServer } from '../../support/server';

/** Where the file on disk and the types of the served document part, so that a failure shows what changed. */
function firstDifference(actual: string, expected: string): string {
  const [onDisk, served] = [actual.split('\n'), expected.split('\n')];
  const line = onDisk.findIndex((text, index) => text !== served[index]);
  const at = line === -1 ? onDisk.length : line;
  return `; first difference at line ${at + 1}: the file has ${JSON.stringify(onDisk[at] ?? '(end of file)')}, the served document gives ${JSON.stringify(served[at] ?? '(end of file)')}`;
}

// The dashboard's typed clients are generated from the OpenAPI documents; this fails when they fall behind.
describe('generated API client types', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  for (const entry of API_TYPE_FILES) {
    const { documentPath, file, needsOperatorToken } = entry;
    it(`${file} matches ${documentPath} as the API serves it (run \`npm run api:types\` when this fails)`, async () => {
      const response = await server.request(
        'GET',
        documentPath,
        needsOperatorToken ? { token: server.operatorToken } : {},
      );
      expect(response.status).toBe(200);
      const expected = await renderApiTypes(response.body, entry);
      const actual = fs.readFileSync(file, 'utf8');
      expect(
        actual === expected,
        `${file} is out of date: run \`npm run api:types\`${firstDifference(actual, expected)}`,
      ).toBe(true);
    });
  }

  it('the operator document is for operator tokens only', async () => {
    const response = await server.request('GET', '/operator/v1/openapi.json');
    expect(response.status).toBe(401);
  });

  it('the operator document lists the operator API and nothing of the public one', async () => {
    const response = await server.request('GET', '/operator/v1/openapi.json', { token: server.operatorToken });
    const paths = Object.keys(response.body.paths);
    expect(paths).toContain('/operator/v1/quotes/{id}/items/{itemId}/price');
    expect(paths.every((path) => path.startsWith('/operator/v1/'))).toBe(true);
    expect(response.body.components.securitySchemes.operatorToken.scheme).toBe('bearer');
  });
});
