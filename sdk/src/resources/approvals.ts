import type { RequestOptions } from '../http';
import type {
  ApprovalRequest,
  ApprovalRule,
  ChangeRequestedDecisionParams,
  CreateApprovalRuleParams,
  ListApprovalRequestsParams,
  UpdateApprovalRuleParams,
} from '../types';
import { Resource } from './resource';

/** Which quotes need whose approval: ordered rules, the first active one that covers a quote decides (scope `policies:manage`). */
export class ApprovalRulesResource extends Resource {
  /** In the order of evaluation. */
  list(params: { limit?: number } = {}, options?: RequestOptions) {
    return this.http.list<ApprovalRule>('approvalRules.list', params, options);
  }

  create(params: CreateApprovalRuleParams, options?: RequestOptions) {
    return this.http.request<ApprovalRule>('approvalRules.create', [], { body: params }, options);
  }

  retrieve(id: string, options?: RequestOptions) {
    return this.http.request<ApprovalRule>('approvalRules.retrieve', [id], {}, options);
  }

  /** `position` moves the rule; the ones in between shift by one. */
  update(id: string, params: UpdateApprovalRuleParams, options?: RequestOptions) {
    return this.http.request<ApprovalRule>('approvalRules.update', [id], { body: params }, options);
  }

  delete(id: string, options?: RequestOptions) {
    return this.http.request<void>('approvalRules.delete', [id], {}, options);
  }
}

/**
 * Decisions held until approvers approve them. Reading needs `quotes:read`; deciding needs `approvals:decide` and
 * names the approver with `options.actor`.
 */
export class ApprovalRequestsResource extends Resource {
  /** Oldest first; `approver` (with `approver_role`) narrows to what that person may decide now. */
  list(params: ListApprovalRequestsParams = {}, options?: RequestOptions) {
    return this.http.list<ApprovalRequest>('approvalRequests.list', params, options);
  }

  retrieve(id: string, options?: RequestOptions) {
    return this.http.request<ApprovalRequest>('approvalRequests.retrieve', [id], {}, options);
  }

  /** Approves the pending step; the last approval orders the quote. */
  approve(id: string, params: { comment?: string } = {}, options?: RequestOptions) {
    return this.http.request<ApprovalRequest>('approvalRequests.approve', [id], { body: params }, options);
  }

  /** Declines the request; the quote's items are open to decide again. */
  decline(id: string, params: { comment: string }, options?: RequestOptions) {
    return this.http.request<ApprovalRequest>('approvalRequests.decline', [id], { body: params }, options);
  }

  /** Changes one held decision before approving. */
  changeDecision(id: string, itemId: string, params: ChangeRequestedDecisionParams, options?: RequestOptions) {
    return this.http.request<ApprovalRequest>(
      'approvalRequests.changeDecision',
      [id, itemId],
      { body: params },
      options,
    );
  }
}
