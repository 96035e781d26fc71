import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@/lib/contract/common';
import { ZAuditEventResponse, ZListAuditEventsQuery, ZListAuditEventsResponse } from '@/lib/contract/audit';
import { notFound } from '../core/errors';
import { tenantOf } from '../http/authenticate';
import { parseUuid } from '../http/ids';
import { presentAuditEvent } from './present';
import * as repo from './repo';
import * as service from './service';

const CONFIG = { scopes: ['audit:read'] as const };
const TAGS = ['Audit log'];

/** Who changed what, when and from where: the company's audit trail. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/audit-events', {
    config: CONFIG,
    schema: {
      operationId: 'auditEvents.list',
      summary: 'List audit events',
      description:
        'Newest first, one event per change to company data in the key’s mode: by dashboard users, API keys, Loadout operators, SCIM and background jobs. Filters combine with AND.',
      tags: TAGS,
      querystring: ZListAuditEventsQuery,
      response: { 200: ZListAuditEventsResponse },
    },
    handler: async (request) => service.listAuditEvents(request.db, tenantOf(request), request.query),
  });

  app.get('/audit-events/:id', {
    config: CONFIG,
    schema: {
      operationId: 'auditEvents.retrieve',
      summary: 'Get an audit event',
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZAuditEventResponse },
    },
    handler: async (request) => {
      const id = parseUuid(request.params.id, 'audit event');
      const row = await repo.findAuditEvent(request.db, tenantOf(request), id);
      if (!row) throw notFound('audit event', id);
      return { data: presentAuditEvent(row) };
    },
  });
};
