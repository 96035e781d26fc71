/**
 * The Loadout TypeScript SDK. No runtime dependency beyond `fetch` and Web Crypto: Node 20+, Deno, Bun, edge
 * runtimes and browsers (keep a live key out of browsers). Usage: docs/sdk.md.
 */
export { Loadout, type LoadoutMode } from './client';
export type { LoadoutOptions, RequestOptions } from './http';
export {
  ApiServerError,
  AuthenticationError,
  ConflictError,
  ConnectionError,
  LoadoutError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ValidationError,
  type ErrorDetails,
} from './errors';
export { Page, PagePromise, type ListMeta } from './pagination';
export { OPERATIONS, type OperationId } from './operations';
export {
  signWebhook,
  verifyWebhook,
  WebhookVerificationError,
  type VerifyWebhookOptions,
  type WebhookEvent,
  type WebhookHeaders,
} from './webhook-verify';
export type * from './types';
