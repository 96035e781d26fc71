import type { RequestOptions } from '../http';
import type {
  Budget,
  BudgetCommitment,
  BudgetCommitmentsMeta,
  BudgetImpactLine,
  BudgetImpactParams,
  BudgetSpend,
  BudgetSpendParams,
  CreateBudgetParams,
  ListBudgetCommitmentsParams,
  ListBudgetsParams,
  UpdateBudgetParams,
} from '../types';
import { Resource } from './resource';

/** Money per department (or company-wide) and month, quarter or year; reads need `quotes:read`, writes `policies:manage`. */
export class BudgetsResource extends Resource {
  /** Newest first, with the figures of the period containing `at` (YYYY-MM-DD; default today). */
  list(params: ListBudgetsParams = {}, options?: RequestOptions) {
    return this.http.list<Budget>('budgets.list', params, options);
  }

  create(params: CreateBudgetParams, options?: RequestOptions) {
    return this.http.request<Budget>('budgets.create', [], { body: params }, options);
  }

  /** What a quote's lines would leave of each budget they count for, in the current period; nothing is saved. */
  impact(params: BudgetImpactParams, options?: RequestOptions) {
    return this.http.request<BudgetImpactLine[]>('budgets.impact', [], { body: params }, options);
  }

  /**
   * What was committed and spent in each month from `from` to `to` (YYYY-MM; default the last 12 months), per
   * currency and department, as the budgets count it.
   */
  retrieveSpend(params: BudgetSpendParams = {}, options?: RequestOptions) {
    return this.http.request<BudgetSpend>('budgets.retrieveSpend', [], { query: params }, options);
  }

  retrieve(id: string, params: { at?: string } = {}, options?: RequestOptions) {
    return this.http.request<Budget>('budgets.retrieve', [id], { query: params }, options);
  }

  update(id: string, params: UpdateBudgetParams, options?: RequestOptions) {
    return this.http.request<Budget>('budgets.update', [id], { body: params }, options);
  }

  delete(id: string, options?: RequestOptions) {
    return this.http.request<void>('budgets.delete', [id], {}, options);
  }

  /** The quotes that committed or spent the budget's money in the period containing `at`. */
  listCommitments(id: string, params: ListBudgetCommitmentsParams = {}, options?: RequestOptions) {
    return this.http.list<BudgetCommitment, BudgetCommitmentsMeta>('budgets.listCommitments', params, options, [id]);
  }
}
