/**
 * The SDK's request and response types, all derived from the one contract (lib/contract): `z.input` of a request
 * schema is what a caller may send, `z.output` of a response schema is what the API answers. Type imports only, so
 * none of the contract's runtime code ends up in the SDK.
 */
import type {
  ZApprovalRule,
  ZApprovalRequest,
  ZCreateApprovalRuleRequest,
  ZUpdateApprovalRuleRequest,
  ZChangeRequestedDecision,
  ZListApprovalRequestsQuery,
} from '@/lib/contract/approvals';
import type { z } from 'zod';
import type { ZApiKey } from '@/lib/contract/access';
import type { ZCreateOwnScimTokenRequest, ZCreateScimTokenResponse, ZScimToken } from '@/lib/contract/scim-tokens';
import type { ZAsset, ZCreateDeviceRequest, ZListAssetsQuery } from '@/lib/contract/assets';
import type { ZKit, ZListKitsQuery, ZListProductsQuery, ZListProductsResponse, ZProduct } from '@/lib/contract/catalog';
import type { ZAddCommentRequest } from '@/lib/contract/common';
import type {
  ZClientCancelActionRequest,
  ZCreateDeviceActionRequest,
  ZCreateExternalDeviceActionRequest,
  ZDeviceAction,
  ZGetDeviceActionQuery,
  ZListDeviceActionsQuery,
} from '@/lib/contract/device-actions';
import type { ZEmployee, ZListEmployeesQuery } from '@/lib/contract/employees';
import type { ZEmployeeProfile } from '@/lib/contract/employee-profile';
import type {
  ZListOnboardingCasesQuery,
  ZMakeOnboardingChoicesRequest,
  ZOnboardingCase,
  ZOnboardingChoicePage,
  ZOnboardingSettings,
  ZSubmitOnboardingRequest,
  ZUpdateOnboardingSettingsRequest,
} from '@/lib/contract/onboarding';
import type {
  ZAddOffboardingDeviceRequest,
  ZListOffboardingCasesQuery,
  ZOffboardingCase,
  ZRetrieveDevicesRequest,
} from '@/lib/contract/offboarding';
import type {
  ZCreateEquipmentPolicyRequest,
  ZEquipmentPolicy,
  ZEquipmentPolicyPreview,
  ZListEquipmentPolicyMatchesResponse,
  ZPreviewEquipmentPolicyRequest,
  ZUpdateEquipmentPolicyRequest,
} from '@/lib/contract/equipment-policies';
import type {
  ZBudget,
  ZBudgetCommitment,
  ZBudgetImpactLine,
  ZBudgetImpactRequest,
  ZBudgetSpend,
  ZBudgetSpendQuery,
  ZCreateBudgetRequest,
  ZListBudgetCommitmentsQuery,
  ZListBudgetCommitmentsResponse,
  ZListBudgetsQuery,
  ZUpdateBudgetRequest,
} from '@/lib/contract/budgets';
import type {
  ZAuditCheckpoint,
  ZAuditEvent,
  ZAuditPublicKey,
  ZListAuditCheckpointsQuery,
  ZListAuditEventsQuery,
} from '@/lib/contract/audit';
import type { ZListRequestLogsQuery, ZRequestLog } from '@/lib/contract/request-logs';
import type { ZCreateExportRequest, ZExport, ZListExportsQuery } from '@/lib/contract/exports';
import type {
  ZActionRequiredRequest,
  ZAddAlternativeRequest,
  ZCreateQuoteRequest,
  ZListQuotesQuery,
  ZQuote,
  ZQuoteDecisionResponse,
  ZQuoteItemActionRequest,
  ZUpdateQuoteItemRequest,
} from '@/lib/contract/quotes';
import type { ZHelperCompleteRequest, ZHelperPriceRequest, ZHelperTrackingRequest } from '@/lib/contract/sandbox';
import type {
  ZCreateWebhookRequest,
  ZCreateWebhookResponse,
  ZListWebhooksResponse,
  ZUpdateWebhookRequest,
  ZUpdateWebhookResponse,
  ZWebhookDelivery,
  ZWebhookEndpoint,
  ZWebhookEndpointDetail,
  ZWebhookTestResponse,
} from '@/lib/contract/webhooks';

/** A list query: the cursor is the SDK's to pass (`page.next()`, `for await`); `limit` is a number. */
type ListParams<Query> = Omit<Query, 'cursor' | 'limit'> & { limit?: number };

export type Product = z.output<typeof ZProduct>;
export type ListProductsParams = ListParams<z.input<typeof ZListProductsQuery>>;
export type ProductListMeta = z.output<typeof ZListProductsResponse>['meta'];
export type Kit = z.output<typeof ZKit>;
export type ListKitsParams = ListParams<z.input<typeof ZListKitsQuery>>;
export type Employee = z.output<typeof ZEmployee>;
export type EmployeeProfile = z.output<typeof ZEmployeeProfile>;
export type ListEmployeesParams = ListParams<z.input<typeof ZListEmployeesQuery>>;
export type Asset = z.output<typeof ZAsset>;
export type ListAssetsParams = ListParams<z.input<typeof ZListAssetsQuery>>;
export type CreateDeviceParams = z.input<typeof ZCreateDeviceRequest>;

export type Quote = z.output<typeof ZQuote>;
export type ListQuotesParams = ListParams<z.input<typeof ZListQuotesQuery>>;
export type CreateQuoteParams = z.input<typeof ZCreateQuoteRequest>;
export type UpdateQuoteItemParams = z.input<typeof ZUpdateQuoteItemRequest>;
export type QuoteItemActionParams = z.input<typeof ZQuoteItemActionRequest>;
export type QuoteDecision = z.output<typeof ZQuoteDecisionResponse>['data'];
export type AddCommentParams = z.input<typeof ZAddCommentRequest>;

export type DeviceAction = z.output<typeof ZDeviceAction>;
export type ListDeviceActionsParams = ListParams<z.input<typeof ZListDeviceActionsQuery>>;
export type RetrieveDeviceActionParams = z.input<typeof ZGetDeviceActionQuery>;
export type CreateDeviceActionParams = z.input<typeof ZCreateDeviceActionRequest>;
export type CreateExternalDeviceActionParams = z.input<typeof ZCreateExternalDeviceActionRequest>;
export type CancelDeviceActionParams = NonNullable<z.input<typeof ZClientCancelActionRequest>>;

export type PriceQuoteParams = z.input<typeof ZHelperPriceRequest>;
export type OfferAlternativeParams = z.input<typeof ZAddAlternativeRequest>;
export type AddTrackingParams = z.input<typeof ZHelperTrackingRequest>;
export type RequestInputParams = z.input<typeof ZActionRequiredRequest>;
export type CompleteDeviceActionParams = z.input<typeof ZHelperCompleteRequest>;

export type WebhookEndpoint = z.output<typeof ZWebhookEndpoint>;
export type WebhookEndpointWithSecret = z.output<typeof ZCreateWebhookResponse>['data'];
export type WebhookEndpointDetail = z.output<typeof ZWebhookEndpointDetail>;
export type UpdatedWebhookEndpoint = z.output<typeof ZUpdateWebhookResponse>['data'];
export type WebhookListMeta = z.output<typeof ZListWebhooksResponse>['meta'];
export type CreateWebhookParams = z.input<typeof ZCreateWebhookRequest>;
export type UpdateWebhookParams = z.input<typeof ZUpdateWebhookRequest>;
export type WebhookTestResult = z.output<typeof ZWebhookTestResponse>['data'];
export type WebhookDelivery = z.output<typeof ZWebhookDelivery>;

export type ApiKey = z.output<typeof ZApiKey>;

export type ScimToken = z.output<typeof ZScimToken>;
export type ScimTokenWithSecret = z.output<typeof ZCreateScimTokenResponse>['data'];
export type CreateScimTokenParams = z.input<typeof ZCreateOwnScimTokenRequest>;

export type OnboardingCase = z.output<typeof ZOnboardingCase>;
export type OnboardingChoicePage = z.output<typeof ZOnboardingChoicePage>;
export type MakeOnboardingChoicesParams = z.input<typeof ZMakeOnboardingChoicesRequest>;
export type ListOnboardingCasesParams = ListParams<z.input<typeof ZListOnboardingCasesQuery>>;
export type SubmitOnboardingCaseParams = z.input<typeof ZSubmitOnboardingRequest>;
export type OnboardingSettings = z.output<typeof ZOnboardingSettings>;
export type UpdateOnboardingSettingsParams = z.input<typeof ZUpdateOnboardingSettingsRequest>;

export type OffboardingCase = z.output<typeof ZOffboardingCase>;
export type ListOffboardingCasesParams = ListParams<z.input<typeof ZListOffboardingCasesQuery>>;
export type RetrieveOffboardingDevicesParams = z.input<typeof ZRetrieveDevicesRequest>;
export type AddOffboardingDeviceParams = z.input<typeof ZAddOffboardingDeviceRequest>;
export type EquipmentPolicy = z.output<typeof ZEquipmentPolicy>;
export type CreateEquipmentPolicyParams = z.input<typeof ZCreateEquipmentPolicyRequest>;
export type UpdateEquipmentPolicyParams = z.input<typeof ZUpdateEquipmentPolicyRequest>;
export type PreviewEquipmentPolicyParams = z.input<typeof ZPreviewEquipmentPolicyRequest>;
export type EquipmentPolicyPreview = z.output<typeof ZEquipmentPolicyPreview>;
export type EquipmentPolicyMatchesMeta = z.output<typeof ZListEquipmentPolicyMatchesResponse>['meta'];
export type ApprovalRule = z.output<typeof ZApprovalRule>;
export type CreateApprovalRuleParams = z.input<typeof ZCreateApprovalRuleRequest>;
export type UpdateApprovalRuleParams = z.input<typeof ZUpdateApprovalRuleRequest>;
export type ApprovalRequest = z.output<typeof ZApprovalRequest>;
export type ListApprovalRequestsParams = Omit<z.input<typeof ZListApprovalRequestsQuery>, 'cursor'>;
export type ChangeRequestedDecisionParams = z.input<typeof ZChangeRequestedDecision>;
export type Budget = z.output<typeof ZBudget>;
export type ListBudgetsParams = ListParams<z.input<typeof ZListBudgetsQuery>>;
export type CreateBudgetParams = z.input<typeof ZCreateBudgetRequest>;
export type UpdateBudgetParams = z.input<typeof ZUpdateBudgetRequest>;
export type BudgetCommitment = z.output<typeof ZBudgetCommitment>;
export type ListBudgetCommitmentsParams = ListParams<z.input<typeof ZListBudgetCommitmentsQuery>>;
export type BudgetCommitmentsMeta = z.output<typeof ZListBudgetCommitmentsResponse>['meta'];
export type BudgetImpactParams = z.input<typeof ZBudgetImpactRequest>;
export type BudgetImpactLine = z.output<typeof ZBudgetImpactLine>;
export type BudgetSpendParams = z.input<typeof ZBudgetSpendQuery>;
export type BudgetSpend = z.output<typeof ZBudgetSpend>;

export type AuditEvent = z.output<typeof ZAuditEvent>;
export type ListAuditEventsParams = ListParams<z.input<typeof ZListAuditEventsQuery>>;
export type AuditCheckpoint = z.output<typeof ZAuditCheckpoint>;
export type ListAuditCheckpointsParams = ListParams<z.input<typeof ZListAuditCheckpointsQuery>>;
export type AuditPublicKey = z.output<typeof ZAuditPublicKey>;
export type RequestLog = z.output<typeof ZRequestLog>;
export type ListRequestLogsParams = ListParams<z.input<typeof ZListRequestLogsQuery>>;
export type Export = z.output<typeof ZExport>;
export type CreateExportParams = z.input<typeof ZCreateExportRequest>;
export type ListExportsParams = ListParams<z.input<typeof ZListExportsQuery>>;
