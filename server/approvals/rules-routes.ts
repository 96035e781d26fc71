import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@/lib/contract/common';
import {
  ZApprovalRuleResponse,
  ZCreateApprovalRuleRequest,
  ZListApprovalRulesQuery,
  ZListApprovalRulesResponse,
  ZUpdateApprovalRuleRequest,
} from '@/lib/contract/approvals';
import { tenantOf } from '../http/authenticate';
import { parseUuid } from '../http/ids';
import * as rules from './rules';

const CONFIG = { scopes: ['policies:manage'] as const };
const TAGS = ['Approval rules'];
const WHAT = 'approval rule';

/** Which quotes need whose approval: the company's ordered rules. */
export const approvalRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/approval-rules', {
    config: CONFIG,
    schema: {
      operationId: 'approvalRules.list',
      summary: "List the company's approval rules in the order they are evaluated",
      description: 'By `position`: the first active rule that covers a quote decides who approves it.',
      tags: TAGS,
      querystring: ZListApprovalRulesQuery,
      response: { 200: ZListApprovalRulesResponse },
    },
    handler: async (request) => {
      const page = await rules.listRules(request.db, tenantOf(request), request.query);
      return { data: page.data.map(rules.toRule), meta: page.meta };
    },
  });

  app.post('/approval-rules', {
    config: CONFIG,
    schema: {
      operationId: 'approvalRules.create',
      summary: 'Create an approval rule',
      description:
        'Without `position` the rule goes after the others; with one, the rules from there on move down. On a quote an active rule might cover (with every open option accepted), decisions made in the dashboard or with a key marked `requires_approval` are held until every item is decided, then need approval when a rule covers them; on any other quote they take effect at once.',
      tags: TAGS,
      body: ZCreateApprovalRuleRequest,
      response: { 201: ZApprovalRuleResponse },
    },
    handler: async (request, reply) => {
      const row = await rules.createRule(request.db, tenantOf(request), request.body);
      reply.code(201);
      return { data: rules.toRule(row) };
    },
  });

  app.get('/approval-rules/:id', {
    config: CONFIG,
    schema: {
      operationId: 'approvalRules.retrieve',
      summary: 'Get an approval rule',
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZApprovalRuleResponse },
    },
    handler: async (request) => {
      const row = await rules.getRuleOrThrow(request.db, tenantOf(request), parseUuid(request.params.id, WHAT));
      return { data: rules.toRule(row) };
    },
  });

  app.patch('/approval-rules/:id', {
    config: CONFIG,
    schema: {
      operationId: 'approvalRules.update',
      summary: 'Update an approval rule, or move it in the order',
      description:
        'Fields left out stay as they are; `condition`, `approver` and `second_step` are replaced as a whole. Requests already made keep the steps they were given.',
      tags: TAGS,
      params: ZIdParams,
      body: ZUpdateApprovalRuleRequest,
      response: { 200: ZApprovalRuleResponse },
    },
    handler: async (request) => {
      const id = parseUuid(request.params.id, WHAT);
      const row = await rules.updateRuleOrThrow(request.db, tenantOf(request), id, request.body);
      return { data: rules.toRule(row) };
    },
  });

  app.delete('/approval-rules/:id', {
    config: CONFIG,
    schema: {
      operationId: 'approvalRules.delete',
      summary: 'Delete an approval rule (the rules after it move up)',
      description: 'Requests already made keep their steps.',
      tags: TAGS,
      params: ZIdParams,
      response: { 204: z.undefined() },
    },
    handler: async (request, reply) => {
      await rules.deleteRuleOrThrow(request.db, tenantOf(request), parseUuid(request.params.id, WHAT));
      // Answered once the transaction around the handler (the audit log's) has committed.
      reply.code(204);
      return undefined;
    },
  });
};
