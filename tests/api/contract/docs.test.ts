import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let sandbox: CompanyWithKey;

beforeAll(async () => {
  server = await startTestServer();
  sandbox = await createCompanyWithKey(server, { mode: 'test' });
});
afterAll(() => server?.close());

describe('GET /api/v1/docs/assets/:file', () => {
  it('serves the files the documentation pages load, and nothing else', async () => {
    const reference = await server.request('GET', '/api/v1/docs');
    const guides = await server.request('GET', '/api/v1/docs/guides');
    const files = [...`${reference.text}${guides.text}`.matchAll(/(?:src|href)="(\/api\/v1\/docs\/assets\/[^"]+)"/g)];
    expect(new Set(files.map((match) => match[1])).size).toBe(6);
    for (const [, path] of files) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/(javascript|css); charset=utf-8$/);
      expect((await response.text()).length, path).toBeGreaterThan(100);
    }
    const bundle = await (await fetch(`${server.url}/api/v1/docs/assets/swagger-ui-bundle.js`)).text();
    expect(bundle).toContain('SwaggerUIBundle');
    expect((await fetch(`${server.url}/api/v1/docs/assets/..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/docs/assets/index.html`)).status).toBe(404);
  });

  it('sends the pages with a Content-Security-Policy that allows this origin only', async () => {
    for (const path of ['/api/v1/docs', '/api/v1/docs/guides']) {
      const csp = (await server.request('GET', path)).headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'none'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("connect-src 'self'");
      expect(csp, path).not.toMatch(/unsafe-|https?:|\*/);
    }
  });
});

// Postman's collection format v2.1 (schema.getpostman.com/json/collection/v2.1.0), the fields this collection uses.
const zKeyValue = z.object({
  key: z.string().min(1),
  value: z.string(),
  disabled: z.boolean().optional(),
  description: z.string().optional(),
});
const zRequest = z.object({
  method: z.enum(['GET', 'PUT', 'POST', 'PATCH', 'DELETE', 'COPY', 'HEAD', 'OPTIONS', 'LINK', 'UNLINK', 'PURGE']),
  description: z.string().optional(),
  auth: z.object({ type: z.literal('noauth') }).optional(),
  header: z.array(zKeyValue),
  url: z.object({
    raw: z.string().startsWith('{{base_url}}/'),
    host: z.tuple([z.literal('{{base_url}}')]),
    path: z.array(z.string().min(1)),
    query: z.array(zKeyValue),
    variable: z.array(zKeyValue.extend({ value: z.string() })),
  }),
  body: z
    .object({
      mode: z.literal('raw'),
      raw: z.string(),
      options: z.object({ raw: z.object({ language: z.enum(['json', 'text']) }) }),
    })
    .optional(),
});
const zCollection = z.object({
  info: z.object({
    name: z.string().min(1),
    description: z.string(),
    schema: z.literal('https://schema.getpostman.com/json/collection/v2.1.0/collection.json'),
    version: z.string(),
  }),
  auth: z.object({
    type: z.literal('bearer'),
    bearer: z.tuple([
      z.object({ key: z.literal('token'), value: z.literal('{{test_key}}'), type: z.literal('string') }),
    ]),
  }),
  item: z.array(
    z.object({
      name: z.string().min(1),
      description: z.string().optional(),
      item: z.array(z.object({ name: z.string().min(1), request: zRequest }).strict()).min(1),
    }),
  ),
});
const zEnvironment = z.object({
  name: z.string().min(1),
  values: z.array(
    z.object({ key: z.string(), value: z.string(), type: z.enum(['default', 'secret']), enabled: z.boolean() }),
  ),
  _postman_variable_scope: z.literal('environment'),
});

type Collection = z.infer<typeof zCollection>;

/** Fills `{{name}}` from the environment, as Postman does when it sends a request. */
function fill(text: string, environment: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => environment[name] ?? `{{${name}}}`);
}

describe('GET /api/v1/docs/postman/collection.json', () => {
  let collection: Collection;
  beforeAll(async () => {
    const response = await server.request('GET', '/api/v1/docs/postman/collection.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('loadout.postman_collection.json');
    collection = zCollection.parse(response.body);
  });

  it('has one request per operation of the public document, grouped by tag, with its method and path', async () => {
    const document = (await server.request('GET', '/api/v1/openapi.json')).body;
    const operations = Object.entries(document.paths as Record<string, Record<string, { tags: string[] }>>).flatMap(
      ([path, item]) =>
        Object.entries(item)
          .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map(([method, operation]) => `${operation.tags[0]} ${method.toUpperCase()} ${path}`),
    );
    const requests = collection.item.flatMap((folder) =>
      folder.item.map(
        ({ request }) =>
          `${folder.name} ${request.method} /${request.url.path.map((part) => part.replace(/^:(.+)$/, '{$1}')).join('/')}`,
      ),
    );
    expect(operations.length).toBeGreaterThan(50);
    expect(requests.sort()).toEqual(operations.sort());
    for (const folder of collection.item)
      for (const { request } of folder.item) {
        const path = request.url.path.filter((part) => part.startsWith(':')).map((part) => part.slice(1));
        expect(request.url.variable.map((variable) => variable.key)).toEqual(path);
      }
  });

  it('carries the recorded example as the body of a JSON request', () => {
    const create = collection.item.flatMap((folder) => folder.item).find((item) => item.name === 'Create a quote');
    expect(create?.request.header).toContainEqual({ key: 'Content-Type', value: 'application/json', disabled: false });
    expect(JSON.parse(create!.request.body!.raw)).toMatchObject({ requester_email: expect.any(String) });
  });

  it('sends, with the sandbox environment filled in, requests the API answers', async () => {
    const environmentResponse = await server.request('GET', '/api/v1/docs/postman/environment.json');
    const environment = zEnvironment.parse(environmentResponse.body);
    expect(environment.values.map(({ key, value }) => [key, value])).toEqual([
      ['base_url', server.url],
      ['test_key', ''],
    ]);
    const filled = { base_url: server.url, test_key: sandbox.key };
    const requests = collection.item.flatMap((folder) => folder.item);
    for (const name of ['List quotes', 'Get the API key this request is made with']) {
      const item = requests.find((candidate) => candidate.name === name);
      expect(item, name).toBeDefined();
      const response = await fetch(fill(item!.request.url.raw, filled), {
        method: item!.request.method,
        headers: { authorization: `Bearer ${fill(collection.auth.bearer[0].value, filled)}` },
      });
      expect(response.status, name).toBe(200);
      const body = await response.json();
      if (name === 'List quotes')
        expect(body).toEqual({ data: [], meta: expect.objectContaining({ has_more: false }) });
      else expect(body.data).toMatchObject({ id: sandbox.keyId, mode: 'test' });
    }
  });
});
