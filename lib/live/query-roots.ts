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
import type { TLiveFamily } from './changes';

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
