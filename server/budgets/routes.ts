import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@/lib/contract/common';
import {
  BUDGET_FIGURES_DESCRIPTION,
  BUDGET_SPEND_DESCRIPTION,
  SPEND_PERIOD_BOUNDS,
  ZBudgetAtQuery,
  ZBudgetImpactRequest,
  ZBudgetImpactResponse,
  ZBudgetResponse,
  ZBudgetSpendQuery,
  ZBudgetSpendResponse,
  ZCreateBudgetRequest,
  ZListBudgetCommitmentsQuery,
  ZListBudgetCommitmentsResponse,
  ZListBudgetsQuery,
  ZListBudgetsResponse,
  ZUpdateBudgetRequest,
} from '@/lib/contract/budgets';
import { tenantOf } from '../http/authenticate';
import { parseUuid } from '../http/ids';
import { hasScope } from '../access/scopes';
import { budgetImpact } from './impact';
import * as service from './service';
import { listSpendByMonth } from './spend-by-month';

const READ = { scopes: ['quotes:read'] as const };
const WRITE = { scopes: ['policies:manage'] as const };
const TAGS = ['Budgets'];
const WHAT = 'budget';

/** Money each department (or the whole company) may commit per month, quarter or year, and what the quotes used. */
export const budgetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/budgets', {
    config: READ,
    schema: {
      operationId: 'budgets.list',
      summary: "List the company's budgets with their figures",
      description: `Newest first. ${BUDGET_FIGURES_DESCRIPTION}`,
      tags: TAGS,
      querystring: ZListBudgetsQuery,
      response: { 200: ZListBudgetsResponse },
    },
    handler: async (request) => service.listBudgets(request.db, tenantOf(request), request.query),
  });

  app.post('/budgets', {
    config: WRITE,
    schema: {
      operationId: 'budgets.create',
      summary: 'Create a budget',
      description:
        'One budget per department (case-insensitive; null: company-wide) and period length: a second one is a 409 `CONFLICT` naming the first (`details.budget_id`). The response carries the figures of the current period.',
      tags: TAGS,
      body: ZCreateBudgetRequest,
      response: { 201: ZBudgetResponse },
    },
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const row = await service.createBudget(request.db, tenant, request.body);
      reply.code(201);
      return { data: await service.presentBudget(request.db, tenant, row) };
    },
  });

  app.post('/budgets/impact', {
    config: { ...READ, audit: false },
    schema: {
      operationId: 'budgets.impact',
      summary: 'Work out what a quote would do to the budgets',
      description:
        "For each budget in `currency` that at least one line counts for, in the current period: `remaining` (amount − committed), `this_quote` (the lines' amounts) and `after`; `over_budget` when `after` is below zero. A line counts for the department it names, else for the directory's department of its `email` (only for a key with `employees:read`: without it an `email` is not looked up, so the answer says nothing about the directory); a line with neither counts only for company-wide budgets. Nothing is saved.",
      tags: TAGS,
      body: ZBudgetImpactRequest,
      response: { 200: ZBudgetImpactResponse },
    },
    handler: async (request) => {
      // Without employees:read the answer must not tell who is in the directory, nor in which department.
      const granted = request.principal?.kind === 'api_key' ? request.principal.scopes : [];
      const useDirectory = hasScope(granted, 'employees:read');
      return { data: await budgetImpact(request.db, tenantOf(request), request.body, undefined, { useDirectory }) };
    },
  });

  // A static path: Fastify matches it before /budgets/:id.
  app.get('/budgets/spend', {
    config: READ,
    schema: {
      operationId: 'budgets.retrieveSpend',
      summary: 'Get what was committed and spent in each month, as the budgets count it',
      description: `${BUDGET_SPEND_DESCRIPTION} Needs \`quotes:read\`, as the budgets' other reads; a test key counts the sandbox's quotes and directory only. A month that is not YYYY-MM or not from ${SPEND_PERIOD_BOUNDS.first} to ${SPEND_PERIOD_BOUNDS.last}, a \`from\` after \`to\` or a period of more than ${SPEND_PERIOD_BOUNDS.most} months answers 400 \`VALIDATION_ERROR\`, naming the parameter and what to send.`,
      tags: TAGS,
      querystring: ZBudgetSpendQuery,
      response: { 200: ZBudgetSpendResponse },
    },
    handler: async (request) => ({ data: await listSpendByMonth(request.db, tenantOf(request), request.query) }),
  });

  app.get('/budgets/:id', {
    config: READ,
    schema: {
      operationId: 'budgets.retrieve',
      summary: 'Get a budget with its figures',
      description: BUDGET_FIGURES_DESCRIPTION,
      tags: TAGS,
      params: ZIdParams,
      querystring: ZBudgetAtQuery,
      response: { 200: ZBudgetResponse },
    },
    handler: async (request) => {
      const tenant = tenantOf(request);
      const row = await service.getBudgetOrThrow(request.db, tenant, parseUuid(request.params.id, WHAT));
      return { data: await service.presentBudget(request.db, tenant, row, request.query.at) };
    },
  });

  app.patch('/budgets/:id', {
    config: { ...WRITE, errors: [409] },
    schema: {
      operationId: 'budgets.update',
      summary: 'Update a budget',
      description:
        'Fields left out stay as they are; `department: null` makes it company-wide. Moving it onto the department and period of another budget is a 409 naming that one.',
      tags: TAGS,
      params: ZIdParams,
      body: ZUpdateBudgetRequest,
      response: { 200: ZBudgetResponse },
    },
    handler: async (request) => {
      const tenant = tenantOf(request);
      const id = parseUuid(request.params.id, WHAT);
      const row = await service.updateBudgetOrThrow(request.db, tenant, id, request.body);
      return { data: await service.presentBudget(request.db, tenant, row) };
    },
  });

  app.delete('/budgets/:id', {
    config: WRITE,
    schema: {
      operationId: 'budgets.delete',
      summary: 'Delete a budget (the quotes are not touched)',
      tags: TAGS,
      params: ZIdParams,
      response: { 204: z.undefined() },
    },
    handler: async (request, reply) => {
      await service.deleteBudgetOrThrow(request.db, tenantOf(request), parseUuid(request.params.id, WHAT));
      // Answered once the transaction around the handler (the audit log's) has committed.
      reply.code(204);
      return undefined;
    },
  });

  app.get('/budgets/:id/commitments', {
    config: READ,
    schema: {
      operationId: 'budgets.listCommitments',
      summary: "List the quotes that committed or spent a budget's money in a period",
      description:
        "The quotes with money counted for this budget in the period containing `at` (default today), by quote number, newest first: what each `committed` (if it entered `Approved` in the period) and `spent` (its recipients delivered in the period). `meta` names the period's first and last day.",
      tags: TAGS,
      params: ZIdParams,
      querystring: ZListBudgetCommitmentsQuery,
      response: { 200: ZListBudgetCommitmentsResponse },
    },
    handler: async (request) =>
      service.listCommitments(request.db, tenantOf(request), parseUuid(request.params.id, WHAT), request.query),
  });
};
