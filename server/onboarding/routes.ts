import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, ZIdParams } from '@/lib/contract/common';
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
import { actorOf, keyHolds, tenantOf, usesAutopilot } from '../http/authenticate';
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
        "Creates the quote the draft shows (as `POST /quotes` would, with the hire as recipient); the case then follows it. `choices` picks for the hire where they have not; a choice the hire picked through their link keeps their pick unless `override_choices` is true. The case's `picks` show who picked each choice. Refused with 409 while the case is scheduled, or while something blocks the draft (`details.blockers`). A key without `employees:read` reads the case with the hire's id only (no name or e-mail), and blockers that call them `The hire`.",
      tags: TAGS,
      params: ZIdParams,
      body: ZSubmitOnboardingRequest,
      response: { 200: ZOnboardingCaseResponse },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      return {
        data: await service.submitCase(
          request.db,
          tenantOf(request),
          parseUuid(request.params.id, 'onboarding case'),
          request.body,
          usesAutopilot(request) ? startAutopilot : undefined,
          {
            actor: { email: actor.email, name: actor.name, api_key_id: actor.api_key_id },
            view: { showsEmployee: keyHolds(request, 'employees:read') },
          },
        ),
      };
    },
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

  // The hire's one-time link, which the dashboard's page /choose/{token} shows: no key, the token is the credential.
  const ZTokenParams = z.object({
    token: z.string().min(20).max(100).meta({
      description: "The token of the hire's one-time link: the last segment of the link e-mailed to them.",
    }),
  });
  const LINK_GONE = {
    description:
      'NOT_FOUND: the link is unknown, was used already, its deadline has passed, or the draft was submitted. The hire asks their IT team.',
    content: {
      'application/json': {
        schema: ZErrorResponse,
        example: {
          error: {
            code: 'NOT_FOUND',
            message:
              'This link is no longer valid: it was used already, or the time to choose has passed. Ask your IT team if you need to change something.',
            details: null,
          },
        },
      },
    },
  };
  const PUBLIC_LINK =
    'Public and token-authenticated: no API key; the token in the path, sent to the hire by e-mail when their case opens, is the credential. It works for one choice, until `deadline`, and never after the draft was submitted.';

  app.get('/onboarding-choices/:token', {
    config: { public: true },
    schema: {
      operationId: 'onboardingChoices.retrieve',
      summary: "Read what a hire's one-time link offers",
      description: `What the hire sees on their link: their first name, the company, the start date, the deadline and each choice of their equipment policy with its options, the default, and what they picked. ${PUBLIC_LINK}`,
      tags: TAGS,
      params: ZTokenParams,
      response: { 200: ZOnboardingChoicePageResponse, 404: LINK_GONE },
    },
    handler: async (request) => ({ data: await service.getChoicePage(request.db, request.params.token) }),
  });

  app.post('/onboarding-choices/:token', {
    config: { public: true },
    schema: {
      operationId: 'onboardingChoices.make',
      summary: "Make a hire's choices through their one-time link",
      description: `The hire's picks, by choice name (any letter case): an option's label. They win over IT staff's \`choices\` at submit, unless IT staff send \`override_choices\`. The link then stops working, and with auto-submit the draft is submitted at once. A choice or option that does not exist is a 400 naming it. ${PUBLIC_LINK}`,
      tags: TAGS,
      params: ZTokenParams,
      body: ZMakeOnboardingChoicesRequest,
      response: { 204: z.undefined(), 404: LINK_GONE },
    },
    handler: async (request, reply) => {
      await service.makeChoices(request.db, request.params.token, request.body.choices);
      // Answered once the transaction around the handler (the audit log's) has committed.
      reply.code(204);
      return undefined;
    },
  });
};
