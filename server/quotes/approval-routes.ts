import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@/lib/contract/common';
import {
  ZApprovalRequestResponse,
  ZApproveRequest,
  ZChangeRequestedDecision,
  ZDeclineRequest,
  ZListApprovalRequestsQuery,
  ZListApprovalRequestsResponse,
} from '@/lib/contract/approvals';
import { actorOf, tenantOf } from '../http/authenticate';
import { parseUuid } from '../http/ids';
import * as approval from './approval';

const TAGS = ['Approval requests'];
const WHAT = 'approval request';
const READ = { scopes: ['quotes:read'] as const };
const DECIDE = { scopes: ['approvals:decide'] as const, changesQuote: true };
const ACTOR_NOTE =
  'The approver is the person the request names in `Loadout-Actor-Email` (with `Loadout-Actor-Name` and `Loadout-Actor-Role`), as the dashboard does for its signed-in users: give `approvals:decide` only to systems that sign their users in. The requester never decides their own request (403).';

/** Requests that hold a quote's decisions until the approvers the company's approval rules name approve them. */
export const approvalRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/approval-requests', {
    config: READ,
    schema: {
      operationId: 'approvalRequests.list',
      summary: 'List approval requests, oldest first',
      description:
        'By default every request but those no rule covered, oldest first (`sort=created_at`). `approver` (with `approver_role`) narrows to the pending requests that person may decide now: an approvals inbox.',
      tags: TAGS,
      querystring: ZListApprovalRequestsQuery,
      response: { 200: ZListApprovalRequestsResponse },
    },
    handler: async (request) => {
      const { status, approver, approver_role, quote_id, ...page } = request.query;
      return approval.listRequests(
        request.db,
        tenantOf(request),
        {
          statuses: approver ? ['pending'] : status ? [status] : undefined,
          quoteId: quote_id,
          approver: approver ? { email: approver.toLowerCase(), isManager: approver_role === 'manager' } : undefined,
        },
        page,
      );
    },
  });

  app.get('/approval-requests/:id', {
    config: READ,
    schema: {
      operationId: 'approvalRequests.retrieve',
      summary: 'Get an approval request with its steps',
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZApprovalRequestResponse },
    },
    handler: async (request) => ({
      data: await approval.presentRequest(request.db, tenantOf(request), parseUuid(request.params.id, WHAT)),
    }),
  });

  app.post('/approval-requests/:id/approve', {
    config: DECIDE,
    schema: {
      operationId: 'approvalRequests.approve',
      summary: 'Approve the pending step of a request',
      description: `Approving the last step writes the held decisions at once: the quote becomes Approved (event \`quote.approved\`), the acceptance e-mail goes out and the fulfilment order is placed. A request already decided is a 409, so of two approvers deciding at once exactly one wins. ${ACTOR_NOTE}`,
      tags: TAGS,
      params: ZIdParams,
      body: ZApproveRequest,
      response: { 200: ZApprovalRequestResponse },
    },
    handler: async (request) => ({
      data: await approval.approveRequest(
        request.db,
        tenantOf(request),
        parseUuid(request.params.id, WHAT),
        actorOf(request),
        request.body.comment ?? null,
      ),
    }),
  });

  app.post('/approval-requests/:id/decline', {
    config: DECIDE,
    schema: {
      operationId: 'approvalRequests.decline',
      summary: 'Decline a request, with the reason',
      description: `Nothing is ordered; the quote goes back to Quoted with its items open to decide again (event \`quote.approval_declined\`), and the requester is e-mailed the comment. ${ACTOR_NOTE}`,
      tags: TAGS,
      params: ZIdParams,
      body: ZDeclineRequest,
      response: { 200: ZApprovalRequestResponse },
    },
    handler: async (request) => ({
      data: await approval.declineRequest(
        request.db,
        tenantOf(request),
        parseUuid(request.params.id, WHAT),
        actorOf(request),
        request.body.comment,
      ),
    }),
  });

  app.patch('/approval-requests/:id/decisions/:itemId', {
    config: { ...DECIDE, errors: [409] },
    schema: {
      operationId: 'approvalRequests.changeDecision',
      summary: 'Change one held decision before approving',
      description: `Reject an item instead, or accept another of its options; the request's total and budget impact are worked out again, and the steps stay. ${ACTOR_NOTE}`,
      tags: TAGS,
      params: z.object({ id: z.string(), itemId: z.string() }),
      body: ZChangeRequestedDecision,
      response: { 200: ZApprovalRequestResponse },
    },
    handler: async (request) => ({
      data: await approval.changeRequestedDecision(
        request.db,
        tenantOf(request),
        parseUuid(request.params.id, WHAT),
        parseUuid(request.params.itemId, 'item'),
        { action: request.body.action, alternative_id: request.body.alternative_id ?? null },
        actorOf(request),
      ),
    }),
  });
};
