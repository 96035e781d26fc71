import { can } from '@/lib/auth/roles';
import { collectDeviceActions, collectOnboarding, collectOpenOffboarding, collectQuotes } from '@/lib/bff/collect';
import { passThrough } from '@/lib/bff/responses';
import { companyRoute } from '@/lib/bff/route';
import { readUntilChange } from '@/lib/bff/shared-reads';
import { spendMonths, summariseOverview } from '@/lib/overview/summary';

// The home page's figures. The API has no aggregates for most of them, so this reads up to SCAN_CAP rows of each list:
// the most recently updated quotes and device actions (counts by status, requests for input, recent events), the
// quotes waiting for a decision (partly decided ones too), the open offboarding cases (leavers, and those who left
// with devices), and the onboarding cases (starters). Spend by month is the API's own (GET /budgets/spend), counted
// as the Budgets page counts it.
export const GET = companyRoute('GET /api/overview', async ({ api, user, headers }) => {
  const now = new Date();
  const months = spendMonths(now);
  // The same for every user of the company: read once while nothing changes (lib/bff/shared-reads.ts).
  const [quotes, actions, awaiting, spend, offboarding, onboarding] = await readUntilChange(
    api,
    headers,
    `overview ${months.from} ${months.to}`,
    () =>
      Promise.all([
        collectQuotes(api, headers, { sort: '-updated_at' }),
        collectDeviceActions(api, headers, { sort: '-updated_at' }),
        collectQuotes(api, headers, { status: 'quoted', sort: 'created_at' }),
        api.GET('/api/v1/budgets/spend', { params: { query: months }, headers }),
        collectOpenOffboarding(api, headers),
        collectOnboarding(api, headers),
      ]),
    (reads) => reads.every((each) => ('ok' in each ? each.ok : Boolean(each.data))),
  );
  if (!quotes.ok) return passThrough(quotes.failure);
  if (!actions.ok) return passThrough(actions.failure);
  if (!awaiting.ok) return passThrough(awaiting.failure);
  if (!spend.data) return passThrough(spend);
  if (!offboarding.ok) return passThrough(offboarding.failure);
  if (!onboarding.ok) return passThrough(onboarding.failure);
  const overview = summariseOverview({
    quotes: quotes.items,
    actions: actions.items,
    awaiting: awaiting.items,
    canDecide: can(user.role, 'decide_quote_items'),
    spend: spend.data.data.months,
    openOffboarding: offboarding.items,
    onboarding: onboarding.items,
    scanned: {
      quotes: quotes.items.length,
      device_actions: actions.items.length,
      awaiting_decision: awaiting.items.length,
    },
    capped: quotes.capped || actions.capped || awaiting.capped,
    now,
  });
  return Response.json({ data: overview });
});
