import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;

async function bothDocuments() {
  return [
    (await server.request('GET', '/api/v1/openapi.json')).body,
    (await server.request('GET', '/operator/v1/openapi.json', { token: server.operatorToken })).body,
  ];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
function operationsOf(document: { paths: Record<string, Record<string, any>> }) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      label: `${method.toUpperCase()} ${path}`,
      operation: item[method],
    })),
  );
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, served without a key', async () => {
    const response = await server.request('GET', '/api/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('x-ratelimit-limit')).not.toBeNull();
    expect(response.body.openapi).toBe('3.1.0');

    const validator = new Validator();
    const result = await validator.validate(response.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents the public API only, with scopes, errors and shared schemas', async () => {
    const { body } = await server.request('GET', '/api/v1/openapi.json');
    const paths = Object.keys(body.paths);
    expect(paths).toContain('/api/v1/assets');
    expect(paths).toContain('/api/v1/devices');
    for (const path of [
      '/api/v1/products',
      '/api/v1/products/{id}',
      '/api/v1/kits',
      '/api/v1/kits/{id}',
      '/api/v1/employees',
      '/api/v1/employees/{id}',
    ]) {
      expect(paths).toContain(path);
    }
    expect(Object.keys(body.paths['/api/v1/webhooks'])).toEqual(['get', 'post']);
    expect(Object.keys(body.paths['/api/v1/webhooks/{id}']).sort()).toEqual(['delete', 'get', 'patch']);
    expect(paths).toContain('/api/v1/webhooks/{id}/test');
    expect(Object.keys(body.paths['/api/v1/quotes'])).toEqual(['get', 'post']);
    expect(body.paths['/api/v1/quotes'].post['x-scopes']).toEqual(['quotes:write']);
    expect(body.paths['/api/v1/quotes'].post.responses['202']).toBeDefined();
    expect(Object.keys(body.paths['/api/v1/quotes/{id}/items/{itemId}'])).toEqual(['patch']);
    expect(Object.keys(body.paths['/api/v1/quotes/{id}/items/{itemId}/action'])).toEqual(['post']);
    expect(Object.keys(body.paths['/api/v1/device-actions'])).toEqual(['get', 'post']);
    expect(Object.keys(body.paths['/api/v1/device-actions/{id}'])).toEqual(['get']);
    expect(body.paths['/api/v1/device-actions/external'].post['x-scopes']).toEqual(['device_actions:write']);
    expect(paths).toContain('/api/v1/test-helpers/quotes/{id}/price');
    expect(paths).toContain('/api/v1/test-helpers/device-actions/{id}/complete');
    expect(paths).toContain('/api/v1/webhooks/{id}/deliveries/{deliveryId}/retry');
    expect(body.paths['/api/v1/webhooks'].get['x-scopes']).toEqual(['webhooks:manage']);
    expect(body.paths['/api/v1/products'].get['x-scopes']).toEqual([]);
    expect(paths.some((path) => path.startsWith('/operator'))).toBe(false);
    expect(paths).not.toContain('/api/v1/assets/{id}');

    const listAssets = body.paths['/api/v1/assets'].get;
    expect(listAssets['x-scopes']).toEqual(['assets:read']);
    expect(listAssets.security).toEqual([{ apiKey: [] }]);
    expect(Object.keys(listAssets.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '429', '500']),
    );
    expect(listAssets.responses['200'].headers['X-RateLimit-Reset']).toEqual({
      $ref: '#/components/headers/X-RateLimit-Reset',
    });
    expect(body.components.headers['X-RateLimit-Reset']).toEqual({
      description: 'Unix time in milliseconds when the window resets.',
      schema: { type: 'integer' },
    });
    expect(listAssets.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining([
        'limit',
        'cursor',
        'search',
        'serial_number',
        'status',
        'country',
        'device_type',
        'sort',
      ]),
    );

    const createDevice = body.paths['/api/v1/devices'].post;
    expect(createDevice.parameters.map((parameter: { name: string }) => parameter.name)).toContain('Idempotency-Key');
    expect(createDevice.responses['201']).toBeDefined();
    expect(body.components.schemas.Error).toBeDefined();
    expect(body.components.schemas.Asset).toBeDefined();
    expect(body.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe("the hire's one-time choice link in the public document", () => {
  it('is documented as public and token-authenticated: no API key, no key rate-limit headers', async () => {
    const { body } = await server.request('GET', '/api/v1/openapi.json');
    const item = body.paths['/api/v1/onboarding-choices/{token}'];
    expect(item, 'GET/POST /api/v1/onboarding-choices/{token} in the document').toBeDefined();
    expect(Object.keys(item).sort()).toEqual(['get', 'post']);
    expect(item.get.operationId).toBe('onboardingChoices.retrieve');
    expect(item.post.operationId).toBe('onboardingChoices.make');
    for (const operation of [item.get, item.post]) {
      expect(operation.security).toEqual([]);
      expect(operation['x-scopes']).toBeUndefined();
      expect(operation.description).toContain('no API key');
      expect(operation.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'token', required: true })]),
      );
      expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).not.toContain(
        'Idempotency-Key',
      );
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '404', '429']));
      expect(Object.keys(operation.responses)).not.toContain('401');
      expect(Object.keys(operation.responses)).not.toContain('403');
      for (const response of Object.values(operation.responses) as { headers?: Record<string, unknown> }[]) {
        expect(Object.keys(response.headers ?? {}).filter((name) => name.startsWith('X-RateLimit'))).toEqual([]);
      }
    }
    expect(item.get.responses['200'].content['application/json'].schema.properties.data).toEqual({
      $ref: '#/components/schemas/OnboardingChoicePage',
    });
    expect(item.post.responses['204']).toBeDefined();
    expect(item.post.requestBody.content['application/json'].schema.required).toEqual(['choices']);

    const submit = body.paths['/api/v1/onboarding-cases/{id}/submit'].post;
    expect(submit.requestBody.content['application/json'].schema.properties.override_choices).toMatchObject({
      type: 'boolean',
    });
    expect(body.components.schemas.CaseEmployee.required).toEqual(['id']);
  });
});

describe('both OpenAPI documents, for code generators', () => {
  it('name every operation with a unique operationId (resource.verb), a declared tag, a summary and a description', async () => {
    for (const document of await bothDocuments()) {
      const ids = operationsOf(document).map(({ operation }) => operation.operationId);
      expect(
        ids.every((id) => /^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/.test(id)),
        ids.join(' '),
      ).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      const declared = document.tags.map(
        (tag: { name: string; description: string }) => (expect(tag.description).toBeTruthy(), tag.name),
      );
      for (const { operation } of operationsOf(document)) {
        expect(operation.tags).toHaveLength(1);
        expect(declared).toContain(operation.tags[0]);
        expect(operation.summary).toBeTruthy();
        expect(operation.description).toBeTruthy();
      }
      expect(document.info.license.name).toBeTruthy();
      expect(document.info.contact.email).toBe('procurement-desk@loadout.example');
    }
    const [publicDocument] = await bothDocuments();
    expect(publicDocument.paths['/api/v1/quotes'].post.operationId).toBe('quotes.create');
    expect(publicDocument.paths['/api/v1/quotes/{id}'].get.operationId).toBe('quotes.retrieve');
  });

  it('carry an example of every request body and success answer, and the envelope on every error', async () => {
    for (const document of await bothDocuments()) {
      for (const { label, operation } of operationsOf(document)) {
        const requestMedia = operation.requestBody?.content?.['application/json'];
        if (requestMedia) expect(requestMedia.example, `${label} request`).toBeDefined();
        for (const [status, response] of Object.entries(operation.responses) as [
          string,
          { content?: Record<string, { schema: unknown; example?: unknown }> },
        ][]) {
          const media = response.content?.['application/json'];
          // A stream (text/event-stream) carries its example in its own media type.
          const success = media ?? Object.values(response.content ?? {})[0];
          if (status.startsWith('2') && status !== '204') expect(success?.example, `${label} ${status}`).toBeDefined();
          if (Number(status) >= 400) {
            expect(media?.schema, `${label} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
            expect((media?.example as { error: { code: string } }).error.code, `${label} ${status}`).toMatch(
              /^[A-Z_]+$/,
            );
          }
        }
      }
    }
  });

  it('hold no schema component that nothing refers to', async () => {
    for (const document of await bothDocuments()) {
      const text =
        JSON.stringify({ ...document, components: { ...document.components, schemas: {} } }) +
        JSON.stringify(document.components.schemas);
      for (const name of Object.keys(document.components.schemas))
        expect(text, name).toContain(`"#/components/schemas/${name}"`);
    }
  });
});

describe('GET /api/v1/docs', () => {
  it('declares the shared response headers once, as components that every response refers to', async () => {
    let headers = 0;
    for (const document of await bothDocuments()) {
      for (const [name, header] of Object.entries(document.components.headers)) {
        expect(header, name).toEqual({
          description: expect.any(String),
          schema: { type: expect.stringMatching(/^(integer|string)$/) },
        });
      }
      for (const { operation } of operationsOf(document)) {
        for (const response of Object.values(operation.responses) as { headers?: Record<string, unknown> }[]) {
          for (const [name, header] of Object.entries(response.headers ?? {})) {
            headers += 1;
            expect(header, name).toEqual({ $ref: `#/components/headers/${name}` });
          }
        }
      }
    }
    expect(headers).toBeGreaterThan(100);
  });

  it('serves the human reference page, rendered from the public document, and the guides beside it', async () => {
    const response = await server.request('GET', '/api/v1/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.text).toContain('data-openapi-url="/api/v1/openapi.json"');
    expect(response.text).not.toContain('/operator/v1');
    // The renderer draws every endpoint from that document, in the browser (tests/e2e/api-reference.spec.ts).
    const document = JSON.stringify((await server.request('GET', '/api/v1/openapi.json')).body);
    for (const text of ['/api/v1/assets', '/api/v1/devices', 'Idempotency-Key', 'X-RateLimit-Reset', 'assets:write'])
      expect(document).toContain(text);
    expect(document).not.toContain('/operator/v1');

    const guides = await server.request('GET', '/api/v1/docs/guides');
    expect(guides.status).toBe(200);
    expect(guides.headers.get('content-type')).toContain('text/html');
    expect(guides.text).toContain('X-RateLimit-Reset');
    expect(guides.text).toContain('webhook-signature');
    expect(guides.text).toContain('verifyWebhook');
    expect(guides.text).toContain('Testing your integration');
    expect(guides.text).toContain('/api/v1/test-helpers/quotes/$QUOTE/price');
  });
});
