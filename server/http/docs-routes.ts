import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { docsFileUrl } from '../docs/assets';
import { DOCS_CSP } from '../docs/docs-header';
import { renderGuidesPage } from '../docs/guides-page';
import { renderLlmsTxt } from '../docs/llms-txt';
import { buildPostmanCollection, buildPostmanEnvironment } from '../docs/postman';
import { renderReferencePage } from '../docs/reference-page';
import type { RateLimiter } from './rate-limit';

const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
// The only files the documentation pages load, each from this API: the renderer's bundle and ours.
const DOCS_ASSETS: Record<string, { file: URL | string; type: string }> = {
  'swagger-ui-bundle.js': { file: path.join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js'), type: 'text/javascript' },
  'swagger-ui.css': { file: path.join(SWAGGER_UI_DIR, 'swagger-ui.css'), type: 'text/css' },
  'reference-console.js': { file: docsFileUrl('reference-console.js'), type: 'text/javascript' },
  'docs.css': { file: docsFileUrl('docs.css'), type: 'text/css' },
  'quick-start.css': { file: docsFileUrl('quick-start.css'), type: 'text/css' },
  'reference.css': { file: docsFileUrl('reference.css'), type: 'text/css' },
};

/** The OpenAPI 3.1 document, its reference page with a console, the guides and a Postman collection made from it. */
export const docsRoutes: FastifyPluginAsyncZod<{ publicBaseUrl?: string }> = async (app, { publicBaseUrl }) => {
  const pages = new Map<string, string>();
  const assets = new Map<string, Buffer>();
  const document = () => app.swagger() as OpenAPIV3_1.Document;
  const html = (key: string, render: (version: string) => string) => {
    if (!pages.has(key)) pages.set(key, render(document().info.version));
    return pages.get(key)!;
  };

  app.get('/openapi.json', { config: { public: true } }, async (_request, reply) => {
    return reply.type('application/json; charset=utf-8').send(app.swagger());
  });

  app.get('/docs', { config: { public: true }, schema: { hide: true } }, async (_request, reply) => {
    return reply
      .header('content-security-policy', DOCS_CSP)
      .type('text/html; charset=utf-8')
      .send(html('reference', renderReferencePage));
  });

  app.get('/docs/guides', { config: { public: true }, schema: { hide: true } }, async (_request, reply) => {
    return reply
      .header('content-security-policy', DOCS_CSP)
      .type('text/html; charset=utf-8')
      .send(html('guides', renderGuidesPage));
  });

  app.get(
    '/docs/assets/:file',
    { config: { public: true }, schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const asset = DOCS_ASSETS[request.params.file];
      if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('No such documentation asset.');
      if (!assets.has(request.params.file)) assets.set(request.params.file, fs.readFileSync(asset.file));
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type(`${asset.type}; charset=utf-8`)
        .send(assets.get(request.params.file));
    },
  );

  app.get('/docs/postman/collection.json', { config: { public: true }, schema: { hide: true } }, async (_r, reply) => {
    return reply
      .header('content-disposition', 'attachment; filename="loadout.postman_collection.json"')
      .type('application/json; charset=utf-8')
      .send(buildPostmanCollection(document()));
  });

  app.get(
    '/docs/postman/environment.json',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      // The deployment's public address when it is configured, else the address this file was downloaded from.
      const baseUrl = publicBaseUrl ?? `${request.protocol}://${request.host}`;
      return reply
        .header('content-disposition', 'attachment; filename="loadout-sandbox.postman_environment.json"')
        .type('application/json; charset=utf-8')
        .send(buildPostmanEnvironment(baseUrl));
    },
  );
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    operatorSwagger: FastifyInstance['swagger'];
  }
}

/** The operator API's OpenAPI document, for operator tokens only (the dashboard's operator client is typed from it). */
export const operatorDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    return reply.type('application/json; charset=utf-8').send(app.operatorSwagger());
  });
};

/** `GET /llms.txt` at the root (https://llmstxt.org), public like the reference page and limited per client address as it is. */
export const llmsTxtRoutes: FastifyPluginAsyncZod<{
  limiter: RateLimiter;
  rateLimit: number;
  publicBaseUrl?: string;
}> = async (app, { limiter, rateLimit, publicBaseUrl }) => {
  const text = renderLlmsTxt(publicBaseUrl);
  app.addHook('onRequest', async (request, reply) => limiter.enforce(reply, `ip:${request.ip}`, rateLimit));
  app.get('/llms.txt', { config: { public: true }, schema: { hide: true } }, async (_request, reply) => {
    return reply.type('text/plain; charset=utf-8').send(text);
  });
};
