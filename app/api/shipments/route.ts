import { z } from 'zod';
import { collectDeviceActions, collectQuotes } from '@/lib/bff/collect';
import { errorResponse, passThrough } from '@/lib/bff/responses';
import { companyRoute } from '@/lib/bff/route';
import {
  findShipments,
  MIN_SEARCH_LENGTH,
  shipmentSources,
  type TShipmentSearchResponse,
} from '@/lib/shipments/search';

const ZShipmentSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(200, 'must be at most 200 characters')
    .refine(
      (value) => value === '' || value.length >= MIN_SEARCH_LENGTH,
      `must be at least ${MIN_SEARCH_LENGTH} characters`,
    )
    .default(''),
});

// Shipments of quotes and device actions. With `q`, the API's search finds the quotes (any status) and device actions
// that name it, and each recipient is matched on its own; without `q`, the most recently updated ones that have tracking.
export const GET = companyRoute('GET /api/shipments', async ({ api, query, headers }) => {
  const parsed = ZShipmentSearchQuery.safeParse(query);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return errorResponse(400, 'VALIDATION_ERROR', `q ${details[0]?.message ?? 'is invalid'}.`, details);
  }
  const sources = shipmentSources(parsed.data.q);
  const [quotes, actions] = await Promise.all([
    collectQuotes(api, headers, sources.quotes, sources.cap),
    collectDeviceActions(api, headers, sources.deviceActions, sources.cap),
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
