import { z } from 'zod';
import { collectDeviceActions, collectQuotes } from '@/lib/bff/collect';
import { errorResponse, passThrough } from '@/lib/bff/responses';
import { companyRoute } from '@/lib/bff/route';
import { findShipments, MIN_SEARCH_LENGTH, type TShipmentSearchResponse } from '@/lib/shipments/search';

const ZShipmentSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(200, 'must be at most 200 characters')
    .refine((value) => value === '' || value.length >= MIN_SEARCH_LENGTH, `must be at least ${MIN_SEARCH_LENGTH} characters`)
    .default(''),
});

// The public API has no search across quotes and device actions, so this reads the SCAN_CAP most recently updated
// quotes with accepted items and device actions (up to 10 pages of each) and matches `q` against recipient names and
// e-mails, serial numbers and tracking codes. Without `q` it lists the shipments that have tracking.
export const GET = companyRoute('read', async ({ api, query, headers }) => {
  const parsed = ZShipmentSearchQuery.safeParse(query);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return errorResponse(400, 'VALIDATION_ERROR', `q ${details[0]?.message ?? 'is invalid'}.`, details);
  }
  const [quotes, actions] = await Promise.all([
    collectQuotes(api, headers, { status: 'approved,in_progress,delivered', sort: '-updated_at' }),
    collectDeviceActions(api, headers, { sort: '-updated_at' }),
  ]);
  if (!quotes.ok) return passThrough(quotes.failure);
  if (!actions.ok) return passThrough(actions.failure);
  const { matches, matched } = findShipments(quotes.items, actions.items, parsed.data.q);
  const body: TShipmentSearchResponse = {
    data: matches,
    meta: {
      query: parsed.data.q,
      scanned: { quotes: quotes.items.length, device_actions: actions.items.length },
      capped: quotes.capped || actions.capped,
      matched,
    },
  };
  return Response.json(body);
});
