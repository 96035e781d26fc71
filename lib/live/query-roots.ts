import { budgetQueries } from '@/lib/queries/budgets';
import {
  approvalQueries,
  assetQueries,
  auditQueries,
  deviceActionQueries,
  employeeQueries,
  offboardingQueries,
  onboardingQueries,
  overviewQueries,
  quoteQueries,
  shipmentQueries,
  webhookQueries,
} from '@/lib/queries/resources';
import { familyOf, type TLiveChange, type TLiveFamily } from './changes';

/**
 * The queries an event of each family can change, by their root keys: the browser marks them stale, and the ones a
 * page shows read again at once. A quote's events move approvals, budgets and shipments too; a device action's, the
 * inventory and shipments; every event is in the audit log and the overview.
 */
export const QUERY_ROOTS: Record<TLiveFamily, readonly (readonly string[])[]> = {
  quote: [quoteQueries.root, approvalQueries.root, budgetQueries.root, shipmentQueries.root],
  logistics: [deviceActionQueries.root, assetQueries.root, shipmentQueries.root, offboardingQueries.root],
  employee: [employeeQueries.root, offboardingQueries.root, onboardingQueries.root],
  onboarding: [onboardingQueries.root, employeeQueries.root, quoteQueries.root],
  offboarding: [offboardingQueries.root, employeeQueries.root, deviceActionQueries.root, assetQueries.root],
  webhook: [webhookQueries.root],
};

/** What every event changes, whatever its family: the overview's figures and the audit log. */
export const EVERY_EVENT_ROOTS: readonly (readonly string[])[] = [overviewQueries.root, auditQueries.root];

/** The root whose detail queries are of the family's own objects, by their id or number. */
const OWN_ROOT: Record<TLiveFamily, string> = {
  quote: quoteQueries.root[0],
  logistics: deviceActionQueries.root[0],
  employee: employeeQueries.root[0],
  onboarding: onboardingQueries.root[0],
  offboarding: offboardingQueries.root[0],
  webhook: webhookQueries.root[0],
};

/**
 * Whether a query shows something these changes may have changed: a query under a root they touch, except the detail
 * of another object of the same family (a priced quote does not change the other quote on screen) and a budget's
 * impact, which is worked out from a form rather than from the company's data.
 */
export function isTouchedBy(queryKey: readonly unknown[], changes: readonly TLiveChange[]): boolean {
  const [root, kind, id] = queryKey;
  if (kind === 'impact') return false;
  return changes.some((change) => {
    const family = familyOf(change.type);
    if (!family) return false;
    if (!EVERY_EVENT_ROOTS.some(([every]) => every === root) && !QUERY_ROOTS[family].some(([own]) => own === root))
      return false;
    return !(kind === 'detail' && root === OWN_ROOT[family] && id !== change.object_id && id !== change.reference);
  });
}
