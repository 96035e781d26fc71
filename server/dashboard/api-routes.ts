// Every BFF route of app/api, served by the dashboard's server (server/dashboard/api-router.ts) rather than by Next.js,
// whose route-handler machinery cost some 2 ms of CPU per request (docs/benchmarks.md). The route files stay the one
// definition of each route; this table only names them with their paths. /api/auth/* (next-auth) is left to Next.js.
// tests/unit/dashboard-api-routes.test.ts fails when a route file is missing here: add a line for it.
import * as approvalRequestsIdApprove from '@/app/api/approval-requests/[id]/approve/route';
import * as approvalRequestsIdDecisionsItemId from '@/app/api/approval-requests/[id]/decisions/[itemId]/route';
import * as approvalRequestsIdDecline from '@/app/api/approval-requests/[id]/decline/route';
import * as approvalRequestsId from '@/app/api/approval-requests/[id]/route';
import * as approvalRequests from '@/app/api/approval-requests/route';
import * as approvalRulesId from '@/app/api/approval-rules/[id]/route';
import * as approvalRules from '@/app/api/approval-rules/route';
import * as assetsIdErasureCertificate from '@/app/api/assets/[id]/erasure-certificate/route';
import * as assets from '@/app/api/assets/route';
import * as inventorySettings from '@/app/api/inventory-settings/route';
import * as currencySettings from '@/app/api/currency-settings/route';
import * as locationsId from '@/app/api/locations/[id]/route';
import * as locations from '@/app/api/locations/route';
import * as operatorAssetsIdClearance from '@/app/api/operator/assets/[id]/clearance/route';
import * as operatorAssetsIdErasure from '@/app/api/operator/assets/[id]/erasure/route';
import * as operatorClearanceQueue from '@/app/api/operator/clearance-queue/route';
import * as operatorDeviceActionsIdReceive from '@/app/api/operator/device-actions/[id]/receive/route';
import * as auditEventsId from '@/app/api/audit-events/[id]/route';
import * as auditEvents from '@/app/api/audit-events/route';
import * as budgetsIdCommitments from '@/app/api/budgets/[id]/commitments/route';
import * as budgetsId from '@/app/api/budgets/[id]/route';
import * as budgetsImpact from '@/app/api/budgets/impact/route';
import * as budgets from '@/app/api/budgets/route';
import * as deviceActionsIdCancel from '@/app/api/device-actions/[id]/cancel/route';
import * as deviceActionsIdComments from '@/app/api/device-actions/[id]/comments/route';
import * as deviceActionsId from '@/app/api/device-actions/[id]/route';
import * as deviceActionsExternal from '@/app/api/device-actions/external/route';
import * as deviceActions from '@/app/api/device-actions/route';
import * as devicesImport from '@/app/api/devices/import/route';
import * as refreshesIdCancel from '@/app/api/refreshes/[id]/cancel/route';
import * as refreshesId from '@/app/api/refreshes/[id]/route';
import * as refreshesIdSubmit from '@/app/api/refreshes/[id]/submit/route';
import * as refreshes from '@/app/api/refreshes/route';
import * as devices from '@/app/api/devices/route';
import * as employeesId from '@/app/api/employees/[id]/route';
import * as employees from '@/app/api/employees/route';
import * as equipmentPoliciesIdMatches from '@/app/api/equipment-policies/[id]/matches/route';
import * as equipmentPoliciesId from '@/app/api/equipment-policies/[id]/route';
import * as equipmentPoliciesPreview from '@/app/api/equipment-policies/preview/route';
import * as equipmentPolicies from '@/app/api/equipment-policies/route';
import * as exportsIdDownload from '@/app/api/exports/[id]/download/route';
import * as exportsId from '@/app/api/exports/[id]/route';
import * as exports from '@/app/api/exports/route';
import * as kitsId from '@/app/api/kits/[id]/route';
import * as kits from '@/app/api/kits/route';
import * as live from '@/app/api/live/route';
import * as offboardingCasesIdClose from '@/app/api/offboarding-cases/[id]/close/route';
import * as offboardingCasesIdDevicesDeviceId from '@/app/api/offboarding-cases/[id]/devices/[deviceId]/route';
import * as offboardingCasesIdDevices from '@/app/api/offboarding-cases/[id]/devices/route';
import * as offboardingCasesIdRetrieve from '@/app/api/offboarding-cases/[id]/retrieve/route';
import * as offboardingCasesId from '@/app/api/offboarding-cases/[id]/route';
import * as offboardingCases from '@/app/api/offboarding-cases/route';
import * as onboardingCasesId from '@/app/api/onboarding-cases/[id]/route';
import * as onboardingCasesIdSubmit from '@/app/api/onboarding-cases/[id]/submit/route';
import * as onboardingCases from '@/app/api/onboarding-cases/route';
import * as onboardingChoicesToken from '@/app/api/onboarding-choices/[token]/route';
import * as operatorApiKeysId from '@/app/api/operator/api-keys/[id]/route';
import * as operatorCompaniesIdApiKeys from '@/app/api/operator/companies/[id]/api-keys/route';
import * as operatorCompaniesIdEmployeesImport from '@/app/api/operator/companies/[id]/employees/import/route';
import * as operatorCompaniesIdKits from '@/app/api/operator/companies/[id]/kits/route';
import * as operatorCompaniesId from '@/app/api/operator/companies/[id]/route';
import * as operatorCompaniesIdScimTokens from '@/app/api/operator/companies/[id]/scim-tokens/route';
import * as operatorCompanies from '@/app/api/operator/companies/route';
import * as operatorDeviceActionsIdActionRequired from '@/app/api/operator/device-actions/[id]/action-required/route';
import * as operatorDeviceActionsIdCancel from '@/app/api/operator/device-actions/[id]/cancel/route';
import * as operatorDeviceActionsIdComments from '@/app/api/operator/device-actions/[id]/comments/route';
import * as operatorDeviceActionsIdComplete from '@/app/api/operator/device-actions/[id]/complete/route';
import * as operatorDeviceActionsId from '@/app/api/operator/device-actions/[id]/route';
import * as operatorDeviceActionsIdTracking from '@/app/api/operator/device-actions/[id]/tracking/route';
import * as operatorDeviceActions from '@/app/api/operator/device-actions/route';
import * as operatorKitsId from '@/app/api/operator/kits/[id]/route';
import * as operatorOutbox from '@/app/api/operator/outbox/route';
import * as operatorProductsId from '@/app/api/operator/products/[id]/route';
import * as operatorProductsImport from '@/app/api/operator/products/import/route';
import * as operatorFxRatesImport from '@/app/api/operator/fx-rates/import/route';
import * as operatorFxRatesEffective from '@/app/api/operator/fx-rates/effective/route';
import * as operatorFxRates from '@/app/api/operator/fx-rates/route';
import * as operatorProducts from '@/app/api/operator/products/route';
import * as operatorQuotesIdActionRequired from '@/app/api/operator/quotes/[id]/action-required/route';
import * as operatorQuotesIdComments from '@/app/api/operator/quotes/[id]/comments/route';
import * as operatorQuotesIdItemsItemIdAlternatives from '@/app/api/operator/quotes/[id]/items/[itemId]/alternatives/route';
import * as operatorQuotesIdItemsItemIdPrice from '@/app/api/operator/quotes/[id]/items/[itemId]/price/route';
import * as operatorQuotesIdRecipientsRecipientIdDelivered from '@/app/api/operator/quotes/[id]/recipients/[recipientId]/delivered/route';
import * as operatorQuotesIdRecipientsRecipientIdTracking from '@/app/api/operator/quotes/[id]/recipients/[recipientId]/tracking/route';
import * as operatorQuotesId from '@/app/api/operator/quotes/[id]/route';
import * as operatorQuotes from '@/app/api/operator/quotes/route';
import * as operatorScimTokensId from '@/app/api/operator/scim-tokens/[id]/route';
import * as operatorWebhookHealth from '@/app/api/operator/webhook-health/route';
import * as overview from '@/app/api/overview/route';
import * as productsId from '@/app/api/products/[id]/route';
import * as products from '@/app/api/products/route';
import * as quotesIdComments from '@/app/api/quotes/[id]/comments/route';
import * as quotesIdItemsItemId from '@/app/api/quotes/[id]/items/[itemId]/route';
import * as quotesId from '@/app/api/quotes/[id]/route';
import * as quotes from '@/app/api/quotes/route';
import * as requestLogsId from '@/app/api/request-logs/[id]/route';
import * as requestLogs from '@/app/api/request-logs/route';
import * as scimTokensId from '@/app/api/scim-tokens/[id]/route';
import * as scimTokens from '@/app/api/scim-tokens/route';
import * as shipments from '@/app/api/shipments/route';
import * as webhooksIdDeliveriesDeliveryIdRetry from '@/app/api/webhooks/[id]/deliveries/[deliveryId]/retry/route';
import * as webhooksId from '@/app/api/webhooks/[id]/route';
import * as webhooksIdTest from '@/app/api/webhooks/[id]/test/route';
import * as webhooks from '@/app/api/webhooks/route';
import * as webhooksTestReceiverReceiverId from '@/app/api/webhooks/test-receiver/[receiverId]/route';
import * as webhooksTestReceiver from '@/app/api/webhooks/test-receiver/route';
import type { RouteModule } from './api-router';

export const API_ROUTES: [pattern: string, module: RouteModule][] = [
  ['/api/approval-requests/[id]/approve', approvalRequestsIdApprove],
  ['/api/approval-requests/[id]/decisions/[itemId]', approvalRequestsIdDecisionsItemId],
  ['/api/approval-requests/[id]/decline', approvalRequestsIdDecline],
  ['/api/approval-requests/[id]', approvalRequestsId],
  ['/api/approval-requests', approvalRequests],
  ['/api/approval-rules/[id]', approvalRulesId],
  ['/api/approval-rules', approvalRules],
  ['/api/assets/[id]/erasure-certificate', assetsIdErasureCertificate],
  ['/api/assets', assets],
  ['/api/inventory-settings', inventorySettings],
  ['/api/currency-settings', currencySettings],
  ['/api/locations/[id]', locationsId],
  ['/api/locations', locations],
  ['/api/operator/device-actions/[id]/receive', operatorDeviceActionsIdReceive],
  ['/api/operator/assets/[id]/erasure', operatorAssetsIdErasure],
  ['/api/operator/assets/[id]/clearance', operatorAssetsIdClearance],
  ['/api/operator/clearance-queue', operatorClearanceQueue],
  ['/api/audit-events/[id]', auditEventsId],
  ['/api/audit-events', auditEvents],
  ['/api/budgets/[id]/commitments', budgetsIdCommitments],
  ['/api/budgets/[id]', budgetsId],
  ['/api/budgets/impact', budgetsImpact],
  ['/api/budgets', budgets],
  ['/api/device-actions/[id]/cancel', deviceActionsIdCancel],
  ['/api/device-actions/[id]/comments', deviceActionsIdComments],
  ['/api/device-actions/[id]', deviceActionsId],
  ['/api/device-actions/external', deviceActionsExternal],
  ['/api/device-actions', deviceActions],
  ['/api/devices/import', devicesImport],
  ['/api/refreshes/[id]/cancel', refreshesIdCancel],
  ['/api/refreshes/[id]/submit', refreshesIdSubmit],
  ['/api/refreshes/[id]', refreshesId],
  ['/api/refreshes', refreshes],
  ['/api/devices', devices],
  ['/api/employees/[id]', employeesId],
  ['/api/employees', employees],
  ['/api/equipment-policies/[id]/matches', equipmentPoliciesIdMatches],
  ['/api/equipment-policies/[id]', equipmentPoliciesId],
  ['/api/equipment-policies/preview', equipmentPoliciesPreview],
  ['/api/equipment-policies', equipmentPolicies],
  ['/api/exports/[id]/download', exportsIdDownload],
  ['/api/exports/[id]', exportsId],
  ['/api/exports', exports],
  ['/api/kits/[id]', kitsId],
  ['/api/kits', kits],
  ['/api/live', live],
  ['/api/offboarding-cases/[id]/close', offboardingCasesIdClose],
  ['/api/offboarding-cases/[id]/devices/[deviceId]', offboardingCasesIdDevicesDeviceId],
  ['/api/offboarding-cases/[id]/devices', offboardingCasesIdDevices],
  ['/api/offboarding-cases/[id]/retrieve', offboardingCasesIdRetrieve],
  ['/api/offboarding-cases/[id]', offboardingCasesId],
  ['/api/offboarding-cases', offboardingCases],
  ['/api/onboarding-cases/[id]', onboardingCasesId],
  ['/api/onboarding-cases/[id]/submit', onboardingCasesIdSubmit],
  ['/api/onboarding-cases', onboardingCases],
  ['/api/onboarding-choices/[token]', onboardingChoicesToken],
  ['/api/operator/api-keys/[id]', operatorApiKeysId],
  ['/api/operator/companies/[id]/api-keys', operatorCompaniesIdApiKeys],
  ['/api/operator/companies/[id]/employees/import', operatorCompaniesIdEmployeesImport],
  ['/api/operator/companies/[id]/kits', operatorCompaniesIdKits],
  ['/api/operator/companies/[id]', operatorCompaniesId],
  ['/api/operator/companies/[id]/scim-tokens', operatorCompaniesIdScimTokens],
  ['/api/operator/companies', operatorCompanies],
  ['/api/operator/device-actions/[id]/action-required', operatorDeviceActionsIdActionRequired],
  ['/api/operator/device-actions/[id]/cancel', operatorDeviceActionsIdCancel],
  ['/api/operator/device-actions/[id]/comments', operatorDeviceActionsIdComments],
  ['/api/operator/device-actions/[id]/complete', operatorDeviceActionsIdComplete],
  ['/api/operator/device-actions/[id]', operatorDeviceActionsId],
  ['/api/operator/device-actions/[id]/tracking', operatorDeviceActionsIdTracking],
  ['/api/operator/device-actions', operatorDeviceActions],
  ['/api/operator/fx-rates/import', operatorFxRatesImport],
  ['/api/operator/fx-rates/effective', operatorFxRatesEffective],
  ['/api/operator/fx-rates', operatorFxRates],
  ['/api/operator/kits/[id]', operatorKitsId],
  ['/api/operator/outbox', operatorOutbox],
  ['/api/operator/products/[id]', operatorProductsId],
  ['/api/operator/products/import', operatorProductsImport],
  ['/api/operator/products', operatorProducts],
  ['/api/operator/quotes/[id]/action-required', operatorQuotesIdActionRequired],
  ['/api/operator/quotes/[id]/comments', operatorQuotesIdComments],
  ['/api/operator/quotes/[id]/items/[itemId]/alternatives', operatorQuotesIdItemsItemIdAlternatives],
  ['/api/operator/quotes/[id]/items/[itemId]/price', operatorQuotesIdItemsItemIdPrice],
  ['/api/operator/quotes/[id]/recipients/[recipientId]/delivered', operatorQuotesIdRecipientsRecipientIdDelivered],
  ['/api/operator/quotes/[id]/recipients/[recipientId]/tracking', operatorQuotesIdRecipientsRecipientIdTracking],
  ['/api/operator/quotes/[id]', operatorQuotesId],
  ['/api/operator/quotes', operatorQuotes],
  ['/api/operator/scim-tokens/[id]', operatorScimTokensId],
  ['/api/operator/webhook-health', operatorWebhookHealth],
  ['/api/overview', overview],
  ['/api/products/[id]', productsId],
  ['/api/products', products],
  ['/api/quotes/[id]/comments', quotesIdComments],
  ['/api/quotes/[id]/items/[itemId]', quotesIdItemsItemId],
  ['/api/quotes/[id]', quotesId],
  ['/api/quotes', quotes],
  ['/api/request-logs/[id]', requestLogsId],
  ['/api/request-logs', requestLogs],
  ['/api/scim-tokens/[id]', scimTokensId],
  ['/api/scim-tokens', scimTokens],
  ['/api/shipments', shipments],
  ['/api/webhooks/[id]/deliveries/[deliveryId]/retry', webhooksIdDeliveriesDeliveryIdRetry],
  ['/api/webhooks/[id]', webhooksId],
  ['/api/webhooks/[id]/test', webhooksIdTest],
  ['/api/webhooks', webhooks],
  ['/api/webhooks/test-receiver/[receiverId]', webhooksTestReceiverReceiverId],
  ['/api/webhooks/test-receiver', webhooksTestReceiver],
];
