import { z } from 'zod';
import { ACTION_TYPES } from '@/lib/contract/device-actions';
import type { ListFilters } from '@/lib/queries/list';
import { tolerantParam, withDayRange, ZDayParam, ZTextParam } from '@/lib/queries/url-filters';

// The device-action list's filters as the URL carries them; the server page parses, the list reads them.
export const ACTION_STATUS_PARAMS = {
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const;

export const ZDeviceActionFilters = z.object({
  status: tolerantParam(z.enum(Object.keys(ACTION_STATUS_PARAMS) as [keyof typeof ACTION_STATUS_PARAMS])),
  action_type: tolerantParam(z.enum(ACTION_TYPES)),
  serial_number: ZTextParam,
  created_after: ZDayParam,
  created_before: ZDayParam,
});
export type TDeviceActionFilters = z.infer<typeof ZDeviceActionFilters>;

/** The API's query: the date range covers whole UTC days, both ends included. */
export function toDeviceActionQuery(filters: TDeviceActionFilters): ListFilters {
  return withDayRange(filters, 'created_after', 'created_before');
}
