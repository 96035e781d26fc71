import { z } from 'zod';
import { zLinkUrl } from './urls';
import { ZMoneyAmount } from './common';

export const ZHelperPriceRequest = z.strictObject({
  prices: z
    .record(z.uuid('keys must be item ids'), ZMoneyAmount)
    .optional()
    .meta({ description: 'Unit price per item id; other unpriced items get their catalog estimate.' }),
});

export const ZHelperTrackingRequest = z.strictObject({
  tracking_code: z.string().trim().min(1).max(100).optional().meta({ description: 'Default: a generated code.' }),
  tracking_link: zLinkUrl().optional(),
});

export const ZHelperCompleteRequest = z.strictObject({ wipe_completed: z.boolean().optional() });
