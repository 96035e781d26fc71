import { z } from 'zod';
import { ZCreateWebhookRequest, ZUpdateWebhookRequest } from '@/lib/contract/webhooks';

// Form variants of the webhook contract: the URL must be absolute before it is sent; the API still decides whether it
// accepts it (https://, SSRF allow-list).
const ZFormUrl = ZCreateWebhookRequest.shape.url.pipe(
  z.url({ protocol: /^https?$/, message: 'must be an absolute URL such as https://example.com/hooks' }),
);

export const ZCreateWebhookForm = ZCreateWebhookRequest.extend({ url: ZFormUrl });

export const ZWebhookSettingsForm = ZUpdateWebhookRequest.pick({ events: true, description: true })
  .required({ events: true })
  .extend({ url: ZFormUrl });

/** An empty description means none. */
export function toDescription(value: string | null | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}
