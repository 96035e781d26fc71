import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCurrencySettingsResponse, ZUpdateCurrencySettingsRequest } from '@/lib/contract/currency-settings';
import { tenantOf } from '../http/authenticate';
import { getCurrencySettings, updateCurrencySettings } from './settings';

const TAGS = ['Budgets'];

/** The company's reporting currency: budgets and approval rules in it count quotes of every currency. */
export const currencySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/currency-settings', {
    config: { scopes: ['quotes:read'] },
    schema: {
      operationId: 'currencySettings.retrieve',
      summary: "Get the company's reporting currency",
      description: 'Of the company, for both modes, with the currencies Loadout supports.',
      tags: TAGS,
      response: { 200: ZCurrencySettingsResponse },
    },
    handler: async (request) => ({ data: await getCurrencySettings(request.db, tenantOf(request).companyId) }),
  });

  app.patch('/currency-settings', {
    config: { scopes: ['policies:manage'] },
    schema: {
      operationId: 'currencySettings.update',
      summary: "Change the company's reporting currency",
      description:
        "Of the company, for both modes. With a reporting currency, a budget or an approval rule in it counts quotes of every currency: each quote's money at the reference rate of the day it was committed (entered Approved), a recipient's at the rate of their delivery day, and a quote waiting for approval at the rate of the day it was submitted. The rate is stored with each, so later rates never move those figures. A budget or rule in another currency still counts only quotes in its own. Commitments made before a change keep the conversion they were stored with.",
      tags: TAGS,
      body: ZUpdateCurrencySettingsRequest,
      response: { 200: ZCurrencySettingsResponse },
    },
    handler: async (request) => ({
      data: await updateCurrencySettings(request.db, tenantOf(request).companyId, request.body),
    }),
  });
};
