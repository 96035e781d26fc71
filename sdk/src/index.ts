/**
 * The Loadout TypeScript SDK (@loadout/sdk). No runtime dependency beyond `fetch` and Web Crypto: Node 20+, Deno, Bun,
 * edge runtimes and browsers (keep a live key out of browsers). Usage: README.md.
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
export { ApiPromise, type ResponseMeta, type WithResponse } from './response';
export { VERSION } from './version';
export { StreamEndedError, type StreamEventsOptions } from './resources/events';
export { readServerSentEvents, type ServerSentMessage } from './sse';
export { OPERATIONS, type OperationId } from './operations';
export {
  signWebhook,
  verifyWebhook,
  WebhookVerificationError,
  type VerifyWebhookOptions,
  type WebhookHeaders,
} from './webhook-verify';
export type * from './types';
