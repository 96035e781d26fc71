/**
 * The Loadout TypeScript SDK (@loadout/sdk). No runtime dependency beyond `fetch` and Web Crypto: Node 20+, Deno, Bun,
 * edge runtimes and browsers (keep a live key out of browsers). Usage: README.md.
 */
export { Loadout, type LoadoutMode } from './client.js';
export type { LoadoutOptions, RequestOptions } from './http.js';
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
} from './errors.js';
export { Page, PagePromise, type ListMeta } from './pagination.js';
export { ApiPromise, type ResponseMeta, type WithResponse } from './response.js';
export { VERSION } from './version.js';
export { OPERATIONS, type OperationId } from './operations.js';
export {
  signWebhook,
  verifyWebhook,
  WebhookVerificationError,
  type VerifyWebhookOptions,
  type WebhookHeaders,
} from './webhook-verify.js';
export type * from './types.js';
