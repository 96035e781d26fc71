import { describe, it, expect } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import { renderDocsPage } from '../../server/docs/page';

const XSS = '<script>alert(1)</script>';

function buildDocument(): OpenAPIV3_1.Document {
  const document = {
    openapi: '3.1.0',
    info: { title: 'Loadout procurement API', version: '1.0.0', description: 'Hardware procurement.' },
    tags: [{ name: 'Quotes', description: 'Request hardware.' }, { name: 'Assets' }],
    paths: {
      '/api/v1/assets': {
        get: {
          tags: ['Assets'],
          summary: 'List assets',
          description: `Lists the company inventory. ${XSS}`,
          'x-scopes': ['assets:read'],
          parameters: [
            {
              name: 'limit',
              in: 'query',
              required: false,
              description: 'Page size, 1–100 (default 25).',
              schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
            },
            { name: 'cursor', in: 'query', required: false, schema: { type: 'string', minLength: 1 } },
            {
              name: 'status',
              in: 'query',
              required: false,
              schema: { type: 'string', enum: ['in_storage', 'in_use', 'all'] },
            },
          ],
          responses: {
            '200': {
              description: 'A page of assets.',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      data: { type: 'array', items: { $ref: '#/components/schemas/Asset' } },
                      meta: {
                        type: 'object',
                        properties: {
                          has_more: { type: 'boolean' },
                          next_cursor: { type: ['string', 'null'] },
                        },
                        required: ['has_more', 'next_cursor'],
                      },
                    },
                    required: ['data', 'meta'],
                  },
                },
              },
            },
            '401': {
              description: 'UNAUTHORIZED: the API key is missing.',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
            },
          },
        },
      },
      '/api/v1/quotes': {
        post: {
          tags: ['Quotes'],
          summary: 'Create a quote',
          parameters: [
            { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 255 } },
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  additionalProperties: false,
                  properties: {
                    requester_email: { type: 'string', format: 'email' },
                    po_number: {
                      anyOf: [{ type: 'string', maxLength: 64 }, { type: 'null' }],
                      description: 'Purchase order.',
                    },
                    items: {
                      type: 'array',
                      minItems: 1,
                      maxItems: 100,
                      items: {
                        type: 'object',
                        properties: {
                          name: { type: 'string', description: 'What to buy.' },
                          mode: { type: 'string', enum: ['catalog', 'kit', 'freeform'] },
                          quantity: { type: 'integer', minimum: 1, maximum: 9007199254740991, default: 1 },
                          category: { anyOf: [{ $ref: '#/components/schemas/Category' }, { type: 'null' }] },
                          recipients: { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/Recipient' } },
                        },
                        required: ['name', 'mode', 'recipients'],
                      },
                    },
                  },
                  required: ['requester_email', 'items'],
                },
              },
            },
          },
          responses: {
            '202': {
              description: 'The quote, waiting for review.',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { data: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } } },
                  },
                },
              },
            },
          },
        },
      },
      '/api/v1/internal/secret': {
        get: { tags: ['Quotes'], summary: 'Operator only', 'x-hidden': true, responses: {} },
      },
    },
    components: {
      schemas: {
        Recipient: {
          type: 'object',
          properties: {
            name: { type: 'string', minLength: 1 },
            country: { type: 'string', description: 'Country name or ISO code.' },
            address: { type: 'string' },
          },
          required: ['name', 'country', 'address'],
        },
        Category: {
          type: 'object',
          properties: {
            label: { type: 'string' },
            children: { type: 'array', items: { $ref: '#/components/schemas/Category' } },
          },
        },
        Asset: {
          type: 'object',
          properties: {
            id: { type: 'string', format: 'uuid' },
            serial_number: { type: 'string' },
            status: { type: 'string', enum: ['in_storage', 'in_use'] },
            employee: {
              anyOf: [
                {
                  type: 'object',
                  properties: { name: { type: 'string' }, email: { type: 'string', format: 'email' } },
                },
                { type: 'null' },
              ],
            },
          },
          required: ['id', 'serial_number', 'status', 'employee'],
        },
        Error: {
          type: 'object',
          properties: {
            error: {
              type: 'object',
              properties: { code: { type: 'string' }, message: { type: 'string' }, details: {} },
            },
          },
        },
      },
    },
  };
  // Literal strings such as `in: 'query'` and the `x-` extensions do not narrow to the library's types.
  return document as unknown as OpenAPIV3_1.Document;
}

describe('renderDocsPage', () => {
  const html = renderDocsPage(buildDocument());

  it('renders a standalone, accessible HTML5 document', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<nav [^>]*aria-label=/);
    expect(html).toContain('<main id="content">');
    expect(html).toContain('<th scope="col">');
    expect(html).toContain('<style>');
  });

  it('loads nothing from the network', () => {
    expect(html).not.toMatch(/<script[^>]*\ssrc=/i);
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/i);
    expect(html).not.toMatch(/<link\b/i);
    expect(html).not.toMatch(/(src|href)="https?:\/\//i);
    expect(html).not.toMatch(/@import|url\(/i);
  });

  it('links each operation from the nav to its anchor, grouped by tag', () => {
    for (const id of ['op-get-api-v1-assets', 'op-post-api-v1-quotes']) {
      expect(html).toContain(`href="#${id}"`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('href="#tag-quotes"');
    expect(html).toContain('<h2 id="tag-assets">Assets</h2>');
    // Quotes comes first because document.tags lists it first.
    expect(html.indexOf('id="tag-quotes"')).toBeLessThan(html.indexOf('id="tag-assets"'));
    // Guides come before the endpoints in the nav.
    expect(html.indexOf('href="#rate-limits"')).toBeLessThan(html.indexOf('href="#op-post-api-v1-quotes"'));
  });

  it('skips hidden operations', () => {
    expect(html).not.toContain('Operator only');
    expect(html).not.toContain('/api/v1/internal/secret');
  });

  it('shows the required scopes, or that any key will do', () => {
    expect(html).toContain('<code class="scope">assets:read</code>');
    expect(html).toContain('Any valid API key');
  });

  it('renders query parameters with type, constraints and enum values', () => {
    expect(html).toContain('<code>limit</code>');
    expect(html).toContain('Value: 1–100');
    expect(html).toContain('Default: <code>25</code>');
    expect(html).toContain('&quot;in_storage&quot; | &quot;in_use&quot; | &quot;all&quot;');
    expect(html).toContain('<code>Idempotency-Key</code>');
  });

  it('flattens nested body fields, resolving $refs and nullable variants', () => {
    expect(html).toContain('<code>items[].name</code>');
    expect(html).toContain('<code>items[].recipients[].name</code>');
    expect(html).toContain('<code>items[].recipients[].country</code>');
    expect(html).toContain('Country name or ISO code.');
    expect(html).toContain('&quot;catalog&quot; | &quot;kit&quot; | &quot;freeform&quot;');
    expect(html).toContain('string | null');
    expect(html).toContain('string (email)');
    expect(html).toContain('array of object');
    expect(html).toContain('Items: 1–100');
    // zod's safe-integer bound is noise and is not shown.
    expect(html).not.toContain('9007199254740991');
  });

  it('stops at recursive schemas', () => {
    expect(html).toContain('<code>items[].category.label</code>');
    expect(html).toContain('<code>items[].category.children</code>');
    expect(html).toContain('array of Category');
    expect(html).not.toContain('items[].category.children[].children');
  });

  it('documents the 2xx response body fields', () => {
    expect(html).toContain('<code>data[].serial_number</code>');
    expect(html).toContain('<code>data[].employee.email</code>');
    expect(html).toContain('<code>meta.next_cursor</code>');
    expect(html).toContain('<code>data.id</code>');
    expect(html).toContain('The quote, waiting for review.');
    expect(html).toContain('UNAUTHORIZED: the API key is missing.');
  });

  it('builds curl examples with a JSON body from the schema', () => {
    expect(html).toContain('curl -X GET https://api.example.com/api/v1/assets');
    expect(html).toContain('curl -X POST https://api.example.com/api/v1/quotes');
    expect(html).toContain('-H &quot;Authorization: Bearer $LOADOUT_API_KEY&quot;');
    expect(html).toContain('-H &quot;Content-Type: application/json&quot;');
    expect(html).toContain('&quot;requester_email&quot;: &quot;jane.doe@example.com&quot;');
    expect(html).toContain('&quot;mode&quot;: &quot;catalog&quot;');
    expect(html).toContain('&quot;recipients&quot;: [');
  });

  it('escapes strings that come from the document', () => {
    expect(html).not.toContain(XSS);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('includes the guides', () => {
    for (const id of [
      'introduction',
      'authentication',
      'errors',
      'rate-limits',
      'pagination',
      'idempotency',
      'versioning',
    ]) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('X-RateLimit-Reset');
    expect(html).toContain('Idempotency-Key');
    expect(html).toContain('Idempotent-Replayed: true');
    expect(html).toContain('lo_test_');
    expect(html).toContain('device_actions:write');
    expect(html).toContain('<time datetime="2026-11-21">2026-11-21</time>: v1 reference published.');
    expect(html).toContain('GET /api/v1/device-actions?include_asset=true');
    expect(html).toContain('href="/api/v1/openapi.json"');
    for (const code of [
      'VALIDATION_ERROR',
      'UNAUTHORIZED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'RATE_LIMITED',
      'INTERNAL_ERROR',
    ]) {
      expect(html).toContain(`<code>${code}</code>`);
    }
  });
});
