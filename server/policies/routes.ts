import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@/lib/contract/common';
import {
  ZCreateEquipmentPolicyRequest,
  ZEquipmentPolicyResponse,
  ZListEquipmentPoliciesQuery,
  ZListEquipmentPoliciesResponse,
  ZListEquipmentPolicyMatchesQuery,
  ZListEquipmentPolicyMatchesResponse,
  ZPreviewEquipmentPolicyQuery,
  ZPreviewEquipmentPolicyRequest,
  ZPreviewEquipmentPolicyResponse,
  ZUpdateEquipmentPolicyRequest,
} from '@/lib/contract/equipment-policies';
import { tenantOf } from '../http/authenticate';
import { parseUuid } from '../http/ids';
import { listPolicyMatches, previewPolicy } from './matches';
import * as service from './service';

const CONFIG = { scopes: ['policies:manage'] as const };
const TAGS = ['Equipment policies'];
const WHAT = 'equipment policy';

/** Who gets what: the company's ordered rules, and who each one matches. */
export const equipmentPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/equipment-policies', {
    config: CONFIG,
    schema: {
      operationId: 'equipmentPolicies.list',
      summary: "List the company's equipment policies in the order they are evaluated",
      description: 'By `position`: an employee gets the first rule they match; the default rule, if any, is last.',
      tags: TAGS,
      querystring: ZListEquipmentPoliciesQuery,
      response: { 200: ZListEquipmentPoliciesResponse },
    },
    handler: async (request) => {
      const page = await service.listPolicies(request.db, tenantOf(request), request.query);
      return { data: page.data.map(service.toPolicy), meta: page.meta };
    },
  });

  app.post('/equipment-policies', {
    config: CONFIG,
    schema: {
      operationId: 'equipmentPolicies.create',
      summary: 'Create an equipment policy',
      description:
        "Kits must be your company's (GET /kits), products and configurations must be in the catalog. Without `position` the rule goes after the others, before the default rule; with one, the rules from there on move down. A second default rule is a 409 naming the first (`details.default_policy_id`).",
      tags: TAGS,
      body: ZCreateEquipmentPolicyRequest,
      response: { 201: ZEquipmentPolicyResponse },
    },
    handler: async (request, reply) => {
      const row = await service.createPolicy(request.db, tenantOf(request), request.body);
      reply.code(201);
      return { data: service.toPolicy(row) };
    },
  });

  app.post('/equipment-policies/preview', {
    config: { ...CONFIG, audit: false },
    schema: {
      operationId: 'equipmentPolicies.preview',
      summary: 'Preview who a draft rule would match',
      description:
        'Counts the employees (not started yet, or at work) a rule with these criteria would be the first match of, in the place it would take, and returns the first `limit` of them by name. With `policy_id` the draft stands in for that policy. Nothing is saved.',
      tags: TAGS,
      querystring: ZPreviewEquipmentPolicyQuery,
      body: ZPreviewEquipmentPolicyRequest,
      response: { 200: ZPreviewEquipmentPolicyResponse },
    },
    handler: async (request) => ({
      data: await previewPolicy(request.db, tenantOf(request), request.body, request.query.limit),
    }),
  });

  app.get('/equipment-policies/:id', {
    config: CONFIG,
    schema: {
      operationId: 'equipmentPolicies.retrieve',
      summary: 'Get an equipment policy',
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZEquipmentPolicyResponse },
    },
    handler: async (request) => {
      const row = await service.getPolicyOrThrow(request.db, tenantOf(request), parseUuid(request.params.id, WHAT));
      return { data: service.toPolicy(row) };
    },
  });

  app.patch('/equipment-policies/:id', {
    config: { ...CONFIG, errors: [409] },
    schema: {
      operationId: 'equipmentPolicies.update',
      summary: 'Update an equipment policy, or move it in the order',
      description:
        'Fields left out stay as they are; `match` is replaced as a whole. `position` moves the rule and shifts the ones in between by one.',
      tags: TAGS,
      params: ZIdParams,
      body: ZUpdateEquipmentPolicyRequest,
      response: { 200: ZEquipmentPolicyResponse },
    },
    handler: async (request) => {
      const id = parseUuid(request.params.id, WHAT);
      const row = await service.updatePolicyOrThrow(request.db, tenantOf(request), id, request.body);
      return { data: service.toPolicy(row) };
    },
  });

  app.delete('/equipment-policies/:id', {
    config: CONFIG,
    schema: {
      operationId: 'equipmentPolicies.delete',
      summary: 'Delete an equipment policy (the rules after it move up)',
      tags: TAGS,
      params: ZIdParams,
      response: { 204: z.undefined() },
    },
    handler: async (request, reply) => {
      await service.deletePolicyOrThrow(request.db, tenantOf(request), parseUuid(request.params.id, WHAT));
      // Answered once the transaction around the handler (the audit log's) has committed.
      reply.code(204);
      return undefined;
    },
  });

  app.get('/equipment-policies/:id/matches', {
    config: CONFIG,
    schema: {
      operationId: 'equipmentPolicies.listMatches',
      summary: 'List the employees an equipment policy applies to',
      description:
        'The employees (not started yet, or at work) whose first matching rule this is, by name; `meta.total` counts them all.',
      tags: TAGS,
      params: ZIdParams,
      querystring: ZListEquipmentPolicyMatchesQuery,
      response: { 200: ZListEquipmentPolicyMatchesResponse },
    },
    handler: async (request) =>
      listPolicyMatches(request.db, tenantOf(request), parseUuid(request.params.id, WHAT), request.query),
  });
};
