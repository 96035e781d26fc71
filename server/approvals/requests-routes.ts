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
import { changeRequestedDecision } from './change-decision';
import { approveRequest, declineRequest } from './decide-request';
import { listRequests, presentRequest } from './read-requests';

const TAGS = ['Approval requests'];
const WHAT = 'approval request';
const READ = { scopes: ['quotes:read'] as const };
const DECIDE = { scopes: ['approvals:decide'] as const, changesQuote: 'answer' as const };
const ACTOR_NOTE =
  'The approver is the person the request names in `Loadout-Actor-Email` (with `Loadout-Actor-Name` and `Loadout-Actor-Role`), as the dashboard does for its signed-in users: give `approvals:decide` only to systems that sign their users in. The requester never decides their own request, and one person decides at most one step of a request: whoever decided an earlier step cannot decide a later one (403 naming the rule).';

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
      return listRequests(
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
      data: await presentRequest(request.db, tenantOf(request), parseUuid(request.params.id, WHAT)),
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
      data: await approveRequest(
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
      data: await declineRequest(
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
      description: `Reject an item instead, or accept another of its options (only the approvers of the pending step may). The request is planned again from the changed decisions, as if they had been requested so: its total, budget impact, rule and reasons are worked out again, a later step the changed set needs is added (its approvers are e-mailed when it begins, as for every step; for instance the \`second_step\` of a rule above its \`above_amount\`, or when the quote would now take a budget below zero) and a later step it no longer needs is dropped. The steps already approved and the pending one stay: a change that would need another approver for one of them answers 409 \`CONFLICT\` naming the rule and the approvers it would need (decline the request instead, so that IT staff decide the quote again). ${ACTOR_NOTE}`,
      tags: TAGS,
      params: z.object({ id: z.string(), itemId: z.string() }),
      body: ZChangeRequestedDecision,
      response: { 200: ZApprovalRequestResponse },
    },
    handler: async (request) => ({
      data: await changeRequestedDecision(
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
