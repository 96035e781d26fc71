import { z } from 'zod';
import { ZDayParam, ZTextParam } from '@/lib/queries/url-filters';

// The history's filters as the URL carries them; the names are the API's (GET /operator/v1/fx-rates).
export const ZFxRateFilters = z.object({
  currency: ZTextParam,
  from: ZDayParam,
  to: ZDayParam,
});
export type TFxRateFilters = z.infer<typeof ZFxRateFilters>;
