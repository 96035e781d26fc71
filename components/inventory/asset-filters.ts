import { z } from 'zod';
import { ASSET_STATUSES } from '@/lib/contract/assets';
import { tolerantParam, ZTextParam } from '@/lib/queries/url-filters';

// The inventory's filters as the URL carries them; the names and values are the API's (GET /assets).
export const ZAssetFilters = z.object({
  search: ZTextParam,
  serial_number: ZTextParam,
  status: tolerantParam(z.enum(ASSET_STATUSES)),
  country: ZTextParam,
  device_type: ZTextParam,
});
export type TAssetFilters = z.infer<typeof ZAssetFilters>;

export const ASSET_STATUS_LABELS: Record<(typeof ASSET_STATUSES)[number], string> = {
  in_use: 'In use',
  in_storage: 'In storage',
  cleared: 'Cleared',
};
