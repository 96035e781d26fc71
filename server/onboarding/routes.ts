import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@/lib/contract/common';
import {
  ZListOnboardingCasesQuery,
  ZListOnboardingCasesResponse,
  ZMakeOnboardingChoicesRequest,
  ZOnboardingCaseResponse,
  ZOnboardingChoicePageResponse,
  ZOnboardingSettingsResponse,
  ZSubmitOnboardingRequest,
  ZUpdateOnboardingSettingsRequest,
} from '@/lib/contract/onboarding';
import { getOnboardingSettings, updateOnboardingSettings } from '../access/service';
import { tenantOf, usesAutopilot } from '../http/authenticate';
import { parseUuid } from '../http/ids';
import type { QuoteCreatedHook } from '../quotes/create-quote';
import * as service from './service';

const TAGS = ['Onboarding'];

/** `startAutopilot` runs for the quote a sandbox key with autopilot submits; app.ts gives it. */
export type OnboardingRoutesOptions = { startAutopilot: QuoteCreatedHook };

/** Public API: new hires' onboarding cases, opened by the directory and submitted by IT staff. */
export const onboardingRoutes: FastifyPluginAsyncZod<OnboardingRoutesOptions> = async (app, { startAutopilot }) => {
  app.get('/onboarding-cases', {
    config: { scopes: ['employees:read'] },
    schema: {
      operationId: 'onboardingCases.list',
      summary: 'List onboarding cases',
      description:
        "A case is scheduled for each hire with a start date ahead, opens the company's lead days before it with a draft quote from their equipment policy, and follows the submitted quote to delivery. Newest first by default.",
      tags: TAGS,
      querystring: ZListOnboardingCasesQuery,
      response: { 200: ZListOnboardingCasesResponse },
    },
    handler: async (request) => service.listCases(request.db, tenantOf(request), request.query),
  });

  app.get('/onboarding-cases/:id', {
    config: { scopes: ['employees:read'] },
    schema: {
      operationId: 'onboardingCases.retrieve',
      summary: 'Get an onboarding case',
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZOnboardingCaseResponse },
    },
    handler: async (request) => ({
      data: await service.getCaseOrThrow(
        request.db,
        tenantOf(request),
        parseUuid(request.params.id, 'onboarding case'),
      ),
    }),
  });

  app.post('/onboarding-cases/:id/submit', {
    config: { scopes: ['quotes:write'] },
    schema: {
      operationId: 'onboardingCases.submit',
      summary: "Submit a hire's draft as a quote",
      description:
        'Creates the quote the draft shows (as `POST /quotes` would, with the hire as recipient); the case then follows it. `choices` picks for the hire where they have not. Refused with 409 while the case is scheduled, or while something blocks the draft (`details.blockers`).',
      tags: TAGS,
      params: ZIdParams,
      body: ZSubmitOnboardingRequest,
      response: { 200: ZOnboardingCaseResponse },
    },
    handler: async (request) => ({
      data: await service.submitCase(
        request.db,
        tenantOf(request),
        parseUuid(request.params.id, 'onboarding case'),
        request.body,
        usesAutopilot(request) ? startAutopilot : undefined,
      ),
    }),
  });

  app.get('/onboarding-settings', {
    config: { scopes: ['policies:manage'] },
    schema: {
      operationId: 'onboardingSettings.retrieve',
      summary: "Get the company's onboarding settings",
      tags: TAGS,
      response: { 200: ZOnboardingSettingsResponse },
    },
    handler: async (request) => ({ data: await getOnboardingSettings(request.db, tenantOf(request).companyId) }),
  });

  app.patch('/onboarding-settings', {
    config: { scopes: ['policies:manage'] },
    schema: {
      operationId: 'onboardingSettings.update',
      summary: "Change the company's onboarding settings",
      description:
        'Settings of the company, for both modes. A new lead time applies to cases scheduled from then on, and to scheduled ones when their hire next changes.',
      tags: TAGS,
      body: ZUpdateOnboardingSettingsRequest,
      response: { 200: ZOnboardingSettingsResponse },
    },
    handler: async (request) => ({
      data: await updateOnboardingSettings(request.db, tenantOf(request).companyId, request.body),
    }),
  });

  // The hire's one-time link, for the dashboard's page that shows it: no key, the token is the credential. Not part
  // of the integrators' API, so not in the OpenAPI document.
  const ZTokenParams = z.object({ token: z.string().min(20).max(100) });
  app.get('/onboarding-choices/:token', {
    config: { public: true },
    schema: { hide: true, params: ZTokenParams, response: { 200: ZOnboardingChoicePageResponse } },
    handler: async (request) => ({ data: await service.getChoicePage(request.db, request.params.token) }),
  });

  app.post('/onboarding-choices/:token', {
    config: { public: true },
    schema: {
      hide: true,
      operationId: 'onboardingChoices.make',
      params: ZTokenParams,
      body: ZMakeOnboardingChoicesRequest,
    },
    handler: async (request, reply) => {
      await service.makeChoices(request.db, request.params.token, request.body.choices);
      // Answered once the transaction around the handler (the audit log's) has committed.
      reply.code(204);
      return undefined;
    },
  });
};
