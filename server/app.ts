import { newRequestId } from './core/time-ordered-id';
import type { Logger } from 'pino';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type onRequestHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentKeyRoutes } from './access/current-key-routes';
import { KeyLookup } from './access/key-lookup';
import { operatorAccessRoutes } from './access/routes';
import type { Config } from './config';
import type { Database } from './db/client';
import { createApiKeyAuthentication, createOperatorAuthentication, tenantOf } from './http/authenticate';
import { handleClientError, registerErrorHandling, sendError } from './http/errors';
import { healthRoutes } from './http/health-routes';
import { withIdempotency } from './http/idempotency';
import { apiKeySource, linkSource, operatorSource } from './audit/actor';
import { withAudit, type AuditedSurface } from './audit/record';
import { registerLoadShedding } from './http/load-shedding';
import { closeUnusedConnectionsOnClose } from './http/close-unused-connections';
import { docsRoutes, llmsTxtRoutes, operatorDocsRoutes } from './http/docs-routes';
import { registerOpenApi } from './http/openapi';
import { RequestLogController } from './http/request-log';
import { rejectHostileInput } from './http/input-guard';
import { parseJsonStrictly } from './http/strict-utf8';
import type { RateLimiter } from './http/rate-limit';
import { catalogRoutes } from './catalog/routes';
import { operatorCatalogRoutes } from './catalog/operator-routes';
import { employeeRoutes, operatorEmployeeRoutes } from './employees/routes';
import { acceptCsvBodies } from './http/csv-bodies';
import { inventoryRoutes } from './inventory/routes';
import { operatorOutboxRoutes } from './integrations/operator-routes';
import { OPERATOR_SCOPE } from './core/scope';
import { operatorDeviceActionRoutes } from './logistics/operator-routes';
import { certificateRoutes, clearanceQueueRoutes, clearanceRoutes } from './clearance/routes';
import { deviceActionRoutes } from './logistics/routes';
import { LOGGER_OPTIONS } from './logger';
import { offboardingRoutes } from './offboarding/routes';
import { refreshRoutes } from './refreshes/routes';
import { onboardingRoutes } from './onboarding/routes';
import { profileRoutes } from './profile/routes';
import { testHelperRoutes } from './sandbox/routes';
import { operatorQuoteRoutes } from './quotes/operator-routes';
import { QuoteReadCache } from './quotes/read-cache';
import { operatorScimTokenRoutes, scimTokenRoutes } from './access/scim-token-routes';
import { scimRoutes } from './employees/scim-routes';
import { quoteRoutes } from './quotes/routes';
import { registerRequestLog } from './request-log/recorder';
import { registerRequestMetrics } from './http/request-metrics';
import { registerRequestSpans } from './http/request-spans';
import { RouteScopes } from './request-log/route-scopes';
import { requestLogRoutes } from './request-log/routes';
import { equipmentPolicyRoutes } from './policies/routes';
import { approvalRuleRoutes } from './approvals/rules-routes';
import { approvalRequestRoutes } from './approvals/requests-routes';
import { budgetRoutes } from './budgets/routes';
import { locationRoutes } from './locations/routes';
import { inventorySettingsRoutes } from './inventory/settings-routes';
import { currencySettingsRoutes } from './fx/settings-routes';
import { loadAuditSigningKey } from './audit/signing-key';
import { auditRoutes } from './audit/routes';
import { exportsDirOf } from './exports/files';
import { exportRoutes } from './exports/routes';
import { startAutopilot } from './sandbox/autopilot-job';
import { EventFeed } from './events/feed';
import { eventRoutes } from './events/routes';
import { operatorWebhookRoutes } from './webhooks/operator-routes';
import { operatorFxRateRoutes } from './fx/routes';
import { webhookRoutes } from './webhooks/routes';
import type { WebhookRuntime } from './webhooks/runtime';
import type { SecretBox } from './webhooks/secret-box';

export type AppDeps = {
  config: Config;
  database: Database;
  limiter: RateLimiter;
  webhooks: WebhookRuntime;
  logger?: FastifyServerOptions['loggerInstance'];
};

export const BODY_LIMIT_BYTES = 1024 * 1024;
const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

/** Builds the API: cross-cutting HTTP concerns once, then the route plugins of each domain. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, limiter } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: { ...LOGGER_OPTIONS, level: config.LOG_LEVEL } }),
    bodyLimit: BODY_LIMIT_BYTES,
    clientErrorHandler: handleClientError,
    // Router errors (a malformed percent-encoding, an over-long id) leave in the envelope too.
    frameworkErrors: (error, _request, reply) => sendError(reply, error),
    trustProxy: config.TRUST_PROXY,
    logController: new RequestLogController(),
    genReqId: (request) => {
      const sent = request.headers['x-request-id'];
      return typeof sent === 'string' && REQUEST_ID_PATTERN.test(sent) ? sent : newRequestId();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  parseJsonStrictly(app);
  registerErrorHandling(app);
  await registerOpenApi(app, { serverUrl: config.PUBLIC_BASE_URL, contactEmail: config.OPERATOR_EMAIL });

  app.decorateRequest('db', null as never);
  app.decorateRequest('principal', undefined);
  app.addHook('onRequest', async (request, reply) => {
    request.db = database.db;
    reply.header('X-Request-Id', request.id);
  });
  if (config.METRICS_PORT !== undefined) registerRequestMetrics(app);
  registerRequestSpans(app);
  closeUnusedConnectionsOnClose(app);
  registerLoadShedding(app, {
    maxInFlight: config.MAX_IN_FLIGHT_REQUESTS,
    maxEventLoopDelayMs: config.MAX_EVENT_LOOP_DELAY || null,
  });

  const quoteCache = new QuoteReadCache(config.QUOTE_CACHE_MB * 1024 * 1024);
  await quoteCache.attach(database);
  app.addHook('onClose', () => quoteCache.detach());
  // A quote changed through this instance leaves the cache before the response does, so the caller's next read sees it.
  app.addHook('preSerialization', async (request, _reply, payload: { data?: { quote_id?: unknown } } | null) => {
    const quoteId = payload?.data?.quote_id;
    if (request.routeOptions.config.changesQuote === 'answer' && typeof quoteId === 'string') quoteCache.drop(quoteId);
    return payload;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const quoteId = (request.params as { id?: string } | undefined)?.id;
    if (request.routeOptions.config.changesQuote === 'id' && quoteId) quoteCache.dropWritten(quoteId);
    return payload;
  });

  const eventFeed = new EventFeed(database, app.log as Logger);
  app.decorate('eventFeed', eventFeed);
  app.addHook('onClose', () => eventFeed.close());

  const keys = new KeyLookup(database.db, (error) => app.log.warn({ err: error }, 'could not record API key use'));

  await app.register(healthRoutes, { database });
  await app.register(llmsTxtRoutes, {
    limiter,
    rateLimit: config.RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE,
    publicBaseUrl: config.PUBLIC_BASE_URL,
  });

  await app.register(
    async (api) => {
      protectSurface(
        api,
        createApiKeyAuthentication({
          keys,
          limiter,
          defaultRateLimit: config.RATE_LIMIT_PER_MINUTE,
          unauthenticatedRateLimit: config.RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE,
        }),
        deps.webhooks.secretBox,
        // Public routes that change data (a hire's one-time link) have no key: the company is the one whose rows change.
        config.BENCHMARK_AUDIT_LOG_OFF
          ? null
          : (request) =>
              request.principal
                ? { source: apiKeySource(request), tenant: tenantOf(request) }
                : { source: linkSource(request), tenant: null },
      );
      registerRequestLog(api, database.db, config.REQUEST_LOG);
      const routeScopes = new RouteScopes();
      routeScopes.collect(api);
      await api.register(docsRoutes, { publicBaseUrl: config.PUBLIC_BASE_URL });
      await api.register(currentKeyRoutes, { defaultRateLimit: config.RATE_LIMIT_PER_MINUTE });
      await api.register(catalogRoutes);
      await api.register(employeeRoutes);
      await api.register(profileRoutes);
      await api.register(inventoryRoutes);
      await api.register(quoteRoutes, {
        cache: quoteCache,
        startAutopilot: (tx, scope, id) => startAutopilot(tx, scope, { kind: 'quote', id }),
      });
      await api.register(deviceActionRoutes, {
        startAutopilot: (tx, scope, id) => startAutopilot(tx, scope, { kind: 'device_action', id }),
      });
      await api.register(testHelperRoutes, { prefix: '/test-helpers' });
      await api.register(webhookRoutes, { runtime: deps.webhooks });
      await api.register(eventRoutes, {
        feed: eventFeed,
        stream: {
          heartbeatMs: config.EVENT_STREAM_HEARTBEAT,
          stallMs: config.EVENT_STREAM_STALL,
          maxQueued: config.EVENT_STREAM_MAX_QUEUED,
          maxConnections: config.EVENT_STREAM_MAX_CONNECTIONS,
        },
      });
      await api.register(scimTokenRoutes, { publicBaseUrl: config.PUBLIC_BASE_URL });
      await api.register(offboardingRoutes, {
        startAutopilot: (tx, scope, id) => startAutopilot(tx, scope, { kind: 'device_action', id }),
      });
      await api.register(equipmentPolicyRoutes);
      await api.register(approvalRuleRoutes);
      await api.register(approvalRequestRoutes);
      await api.register(budgetRoutes);
      await api.register(currencySettingsRoutes);
      await api.register(locationRoutes);
      await api.register(inventorySettingsRoutes);
      await api.register(certificateRoutes);
      await api.register(auditRoutes, { signingKey: loadAuditSigningKey(config) });
      await api.register(requestLogRoutes, { routeScopes });
      await api.register(exportRoutes, {
        secretBox: deps.webhooks.secretBox,
        dir: exportsDirOf(config),
        publicBaseUrl: config.PUBLIC_BASE_URL,
        maxRunning: config.EXPORTS_MAX_RUNNING_PER_COMPANY,
      });
      await api.register(onboardingRoutes, {
        startAutopilot: (tx, scope, id) => startAutopilot(tx, scope, { kind: 'quote', id }),
      });
      await api.register(refreshRoutes, {
        startAutopilot: (tx, scope, id) => startAutopilot(tx, scope, { kind: 'quote', id }),
      });
    },
    { prefix: '/api/v1' },
  );

  await app.register(scimRoutes, {
    prefix: '/scim/v2',
    limiter,
    rateLimit: config.RATE_LIMIT_PER_MINUTE,
    unauthenticatedRateLimit: config.RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE,
    publicBaseUrl: config.PUBLIC_BASE_URL,
  });

  await app.register(
    async (operator) => {
      protectSurface(
        operator,
        createOperatorAuthentication({
          keys,
          limiter,
          failuresPerMinute: config.RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE,
          bootstrapToken: config.OPERATOR_TOKEN,
        }),
        deps.webhooks.secretBox,
        // Operators act across companies: each event goes to the company whose rows the request changed.
        config.BENCHMARK_AUDIT_LOG_OFF ? null : (request) => ({ source: operatorSource(request), tenant: null }),
      );
      acceptCsvBodies(operator);
      await operator.register(operatorDocsRoutes);
      await operator.register(operatorAccessRoutes, { keys, defaultRateLimit: config.RATE_LIMIT_PER_MINUTE });
      await operator.register(operatorScimTokenRoutes, { publicBaseUrl: config.PUBLIC_BASE_URL });
      await operator.register(operatorCatalogRoutes);
      await operator.register(operatorEmployeeRoutes);
      await operator.register(operatorQuoteRoutes);
      await operator.register(operatorDeviceActionRoutes);
      await operator.register(clearanceQueueRoutes);
      await operator.register(
        clearanceRoutes({
          scopeOf: () => OPERATOR_SCOPE,
          tags: ['Clearance'],
          operationIds: { erasure: 'assets.recordErasure', clearance: 'assets.clear' },
          device: 'a device',
        }),
      );
      await operator.register(operatorOutboxRoutes, {
        settings: {
          operatorEmail: config.OPERATOR_EMAIL,
          taskTrackerUrl: config.TASK_TRACKER_URL,
          fulfilmentUrl: config.FULFILMENT_URL,
        },
      });
      await operator.register(operatorWebhookRoutes);
      await operator.register(operatorFxRateRoutes);
    },
    { prefix: '/operator/v1' },
  );

  return app;
}

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What every authenticated surface (/api/v1, /operator/v1) shares: its credential check, audited changes (one audit
 * event per request that changes data, in its transaction) and idempotent POSTs (a replay leaves no second event).
 */
function protectSurface(
  scope: FastifyInstance,
  authenticate: onRequestHookHandler,
  box: SecretBox,
  audit: AuditedSurface | null,
) {
  scope.addHook('onRequest', authenticate);
  scope.addHook('preValidation', rejectHostileInput);
  scope.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (audit && methods.some((method) => CHANGING_METHODS.has(method)))
      route.handler = withAudit(route.handler, audit);
    if (route.method === 'POST') route.handler = withIdempotency(route.handler, box);
  });
  // A not-found handler of the surface's own, so that unknown routes under its prefix pass the same hooks.
  registerErrorHandling(scope);
}
