import { requestOf } from '@/lib/bff/request-of';
import { ZUpdateCurrencySettingsRequest } from '@/lib/contract/currency-settings';
import { companyRoute } from '@/lib/bff/route';

// The company's reporting currency: the Budgets page shows it, and IT staff change it there.
export const GET = companyRoute('GET /api/currency-settings', ({ api, headers }) =>
  api.GET('/api/v1/currency-settings', { headers }),
);

export const PATCH = companyRoute('PATCH /api/currency-settings', ({ api, body, headers }) =>
  api.PATCH('/api/v1/currency-settings', { body: requestOf(ZUpdateCurrencySettingsRequest, body), headers }),
);
