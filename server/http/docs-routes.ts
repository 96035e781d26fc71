import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { renderDocsPage } from '../docs/page';
import { renderLlmsTxt } from '../docs/llms-txt';
import type { RateLimiter } from './rate-limit';

/** The OpenAPI 3.1 document and the human reference page rendered from it. */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  let page: string | undefined;

  app.get('/openapi.json', { config: { public: true } }, async (_request, reply) => {
    return reply.type('application/json; charset=utf-8').send(app.swagger());
  });

  app.get('/docs', { config: { public: true } }, async (_request, reply) => {
    page ??= renderDocsPage(app.swagger() as OpenAPIV3_1.Document);
    return reply.type('text/html; charset=utf-8').send(page);
  });
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
