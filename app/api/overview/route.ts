import { can } from '@/lib/auth/roles';
import { collectDeviceActions, collectOnboarding, collectOpenOffboarding, collectQuotes } from '@/lib/bff/collect';
import { passThrough } from '@/lib/bff/responses';
import { companyRoute } from '@/lib/bff/route';
import { SPENDING_STATUSES, spendWindowStart, summariseOverview } from '@/lib/overview/summary';

const SPENDING_STATUS_PARAM = SPENDING_STATUSES.map((status) => status.toLowerCase().replaceAll(' ', '_')).join(',');

// The home page's figures. The API has no aggregates, so this reads up to SCAN_CAP rows of each list: the most
// recently updated quotes and device actions (counts by status, requests for input, recent events), the quotes waiting
// for a decision (partly decided ones too), the quotes with accepted options created in the last 12 months (spend), and
// the open offboarding cases (leavers, and those who left with devices), and the onboarding cases (starters).
export const GET = companyRoute('GET /api/overview', async ({ api, user, headers }) => {
  const now = new Date();
  const [quotes, actions, awaiting, spend, offboarding, onboarding] = await Promise.all([
    collectQuotes(api, headers, { sort: '-updated_at' }),
    collectDeviceActions(api, headers, { sort: '-updated_at' }),
    collectQuotes(api, headers, { status: 'quoted', sort: 'created_at' }),
    collectQuotes(api, headers, {
      status: SPENDING_STATUS_PARAM,
      created_after: spendWindowStart(now).toISOString(),
      sort: '-created_at',
    }),
    collectOpenOffboarding(api, headers),
    collectOnboarding(api, headers),
  ]);
  if (!quotes.ok) return passThrough(quotes.failure);
  if (!actions.ok) return passThrough(actions.failure);
  if (!awaiting.ok) return passThrough(awaiting.failure);
  if (!spend.ok) return passThrough(spend.failure);
  if (!offboarding.ok) return passThrough(offboarding.failure);
  if (!onboarding.ok) return passThrough(onboarding.failure);
  const overview = summariseOverview({
    quotes: quotes.items,
    actions: actions.items,
    awaiting: awaiting.items,
    canDecide: can(user.role, 'decide_quote_items'),
    spendQuotes: spend.items,
    openOffboarding: offboarding.items,
    onboarding: onboarding.items,
    scanned: {
      quotes: quotes.items.length,
      device_actions: actions.items.length,
      awaiting_decision: awaiting.items.length,
      spend_quotes: spend.items.length,
    },
    capped: quotes.capped || actions.capped || awaiting.capped || spend.capped,
    now,
  });
  return Response.json({ data: overview });
});
