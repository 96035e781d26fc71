import { z } from 'zod';
import { EMPLOYEE_STATUSES } from '@/lib/contract/employees';
import { tolerantParam, ZTextParam } from '@/lib/queries/url-filters';

// The directory's filters as the URL carries them; the names and values are the API's (GET /employees).
export const ZEmployeeFilters = z.object({
  search: ZTextParam,
  status: tolerantParam(z.enum(EMPLOYEE_STATUSES)),
  department: ZTextParam,
  country: ZTextParam,
});
export type TEmployeeFilters = z.infer<typeof ZEmployeeFilters>;
