import type { RequestOptions } from '../http';
import type {
  CreateWebhookParams,
  UpdatedWebhookEndpoint,
  UpdateWebhookParams,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointDetail,
  WebhookEndpointWithSecret,
  WebhookEvent,
  WebhookListMeta,
  WebhookTestResult,
} from '../types';
import { verifyWebhook, type VerifyWebhookOptions, type WebhookHeaders } from '../webhook-verify';
import { Resource } from './resource';

export class WebhooksResource extends Resource {
  list(options?: RequestOptions) {
    return this.http.list<WebhookEndpoint, WebhookListMeta>('webhooks.list', {}, options);
  }

  /** The signing `secret` is in this answer only. */
  create(params: CreateWebhookParams, options?: RequestOptions) {
    return this.http.request<WebhookEndpointWithSecret>('webhooks.create', [], { body: params }, options);
  }

  /** With its last 20 deliveries. */
  retrieve(id: string, options?: RequestOptions) {
    return this.http.request<WebhookEndpointDetail>('webhooks.retrieve', [id], {}, options);
  }

  /** `rotate_secret: true` answers with the new secret once; both sign for 24 h. Never retried. */
  update(id: string, params: UpdateWebhookParams, options?: RequestOptions) {
    return this.http.request<UpdatedWebhookEndpoint>('webhooks.update', [id], { body: params }, options);
  }

  delete(id: string, options?: RequestOptions) {
    return this.http.request<void>('webhooks.delete', [id], {}, options);
  }

  sendTest(id: string, options?: RequestOptions) {
    return this.http.request<WebhookTestResult>('webhooks.sendTest', [id], {}, options);
  }

  retryDelivery(id: string, deliveryId: string, options?: RequestOptions) {
    return this.http.request<WebhookDelivery>('webhooks.retryDelivery', [id, deliveryId], {}, options);
  }

  /**
   * Checks a delivery's signature (any of its `v1,` signatures, so both secrets work during a rotation) and
   * timestamp (default tolerance 300 s) over the raw body; resolves to the event or throws WebhookVerificationError.
   * Makes no request.
   */
  verify(
    rawBody: string | Uint8Array,
    headers: WebhookHeaders,
    secret: string,
    options?: VerifyWebhookOptions,
  ): Promise<WebhookEvent> {
    return verifyWebhook(rawBody, headers, secret, options);
  }
}
