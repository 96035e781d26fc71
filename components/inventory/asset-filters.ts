import { z } from 'zod';
import { ASSET_STATUSES } from '@/lib/contract/assets';
import { addDays } from '@/lib/dates';
import { tolerantParam, ZDayParam, ZTextParam } from '@/lib/queries/url-filters';

// The inventory's filters as the URL carries them; the names and values are the API's (GET /assets).
export const ZAssetFilters = z.object({
  search: ZTextParam,
  serial_number: ZTextParam,
  status: tolerantParam(z.enum(ASSET_STATUSES)),
  country: ZTextParam,
  device_type: ZTextParam,
  refresh_due_before: ZDayParam,
});
export type TAssetFilters = z.infer<typeof ZAssetFilters>;

export const ASSET_STATUS_LABELS: Record<(typeof ASSET_STATUSES)[number], string> = {
  in_use: 'In use',
  in_storage: 'In storage',
  cleared: 'Cleared',
};

/** The refresh filter's choices: a day `refresh_due_before` takes, from `today` (worked out on the server). */
export function refreshChoices(today: string) {
  return [
    { label: 'Overdue', value: today },
    { label: 'Due within 30 days', value: addDays(today, 30) },
    { label: 'Due within 90 days', value: addDays(today, 90) },
  ];
}
