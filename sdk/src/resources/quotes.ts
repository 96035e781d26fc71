import type { RequestOptions } from '../http';
import type {
  AddCommentParams,
  CreateQuoteParams,
  ListQuotesParams,
  Quote,
  QuoteDecision,
  QuoteItemActionParams,
  UpdateQuoteItemParams,
} from '../types';
import { Resource } from './resource';

export class QuotesResource extends Resource {
  list(params: ListQuotesParams = {}, options?: RequestOptions) {
    return this.http.list<Quote>('quotes.list', params, options);
  }

  /** Answers with the quote in `Pending Review`, prices null. */
  create(params: CreateQuoteParams, options?: RequestOptions) {
    return this.http.request<Quote>('quotes.create', [], { body: params }, options);
  }

  /** By id or by number (`Q-2026-000123`). */
  retrieve(id: string, options?: RequestOptions) {
    return this.http.request<Quote>('quotes.retrieve', [id], {}, options);
  }

  /** Accepts (with recipients) or rejects the original offer, or with `alternative_id` one alternative. Never retried. */
  updateItem(id: string, itemId: string, params: UpdateQuoteItemParams, options?: RequestOptions) {
    return this.http.request<QuoteDecision>('quotes.updateItem', [id, itemId], { body: params }, options);
  }

  /** Accepts or rejects an option by its id: an item id or an alternative id. */
  itemAction(id: string, itemId: string, params: QuoteItemActionParams, options?: RequestOptions) {
    return this.http.request<QuoteDecision>('quotes.itemAction', [id, itemId], { body: params }, options);
  }

  addComment(id: string, params: AddCommentParams, options?: RequestOptions) {
    return this.http.request<Quote>('quotes.addComment', [id], { body: params }, options);
  }
}
