/**
 * The SDK's request and response types, named for integrators and derived from the OpenAPI document the API serves
 * (generated/public-api.ts, written by `npm run api:types`): a request body or query is what a caller may send, the
 * `data` of an operation's success response is what the API answers. Types only: nothing here reaches the bundles.
 */
import type { components, operations, webhooks } from './generated/public-api';

type Schemas = components['schemas'];
type OperationName = keyof operations;
type JsonOf<T> = T extends { content: { 'application/json': infer Json } } ? Json : never;
type SuccessOf<Op extends OperationName> = JsonOf<
  operations[Op]['responses'][Extract<keyof operations[Op]['responses'], 200 | 201 | 202>]
>;

/** The JSON body an operation accepts. */
export type BodyOf<Op extends OperationName> = operations[Op] extends { requestBody?: infer Body }
  ? JsonOf<NonNullable<Body>>
  : never;
/** The query parameters an operation accepts. */
export type QueryOf<Op extends OperationName> = NonNullable<operations[Op]['parameters']['query']>;
/** The `data` of an operation's success response. */
export type DataOf<Op extends OperationName> = SuccessOf<Op> extends { data: infer Data } ? Data : never;
/** The `meta` of a list operation's response. */
export type MetaOf<Op extends OperationName> = SuccessOf<Op> extends { meta: infer Meta } ? Meta : never;
/** A list query: the cursor is the SDK's to pass (`page.next()`, `for await`). */
type ListParams<Op extends OperationName> = Omit<QueryOf<Op>, 'cursor' | 'limit'> & { limit?: number };
type ItemOf<T> = T extends (infer Item)[] ? Item : never;

export type ErrorCode = Schemas['Error']['error']['code'];

/** What a quote item is: at least a brand and a model (a catalog item adds name, cpu, ram, storage, screen_size). */
export type ItemSpecification = { brand: string; model: string; [key: string]: unknown };
/** A freeform item's specification as sent: `brand` and `model` are required, other keys are free text. */
export type FreeformSpecification = { brand: string; model: string; [key: string]: string };
type WithSpecification<Item> = Omit<Item, 'specification'> & { specification: ItemSpecification };
type WithItems<Q extends { items: unknown[] }> = Omit<Q, 'items'> & { items: WithSpecification<ItemOf<Q['items']>>[] };

export type Product = DataOf<'products.retrieve'>;
export type ListProductsParams = ListParams<'products.list'>;
export type ProductListMeta = MetaOf<'products.list'>;
export type Kit = DataOf<'kits.retrieve'>;
export type ListKitsParams = ListParams<'kits.list'>;
export type Employee = ItemOf<DataOf<'employees.list'>>;
export type EmployeeProfile = DataOf<'employees.retrieve'>;
export type ListEmployeesParams = ListParams<'employees.list'>;
export type Asset = ItemOf<DataOf<'assets.list'>>;
export type ListAssetsParams = ListParams<'assets.list'>;
export type CreateDeviceParams = BodyOf<'devices.create'>;
/** A row of a device import: the fields of `devices.create`, with the employee flat. */
export type DeviceImportRow = Omit<CreateDeviceParams, 'employee'> & {
  employee_name?: string;
  employee_email?: string;
};
export type DeviceImportSummary = DataOf<'devices.import'>;

export type QuoteItem = WithSpecification<Schemas['QuoteItem']>;
export type Quote = WithItems<Schemas['Quote']>;
export type ListQuotesParams = ListParams<'quotes.list'>;
type CreateQuoteItem = ItemOf<BodyOf<'quotes.create'>['items']>;
export type CreateQuoteItemParams = CreateQuoteItem extends infer Item
  ? Item extends { product_type: string }
    ? Omit<Item, 'specification'> & { specification: FreeformSpecification }
    : Item
  : never;
export type CreateQuoteParams = Omit<BodyOf<'quotes.create'>, 'items'> & { items: CreateQuoteItemParams[] };
export type UpdateQuoteItemParams = BodyOf<'quotes.updateItem'>;
export type QuoteItemActionParams = BodyOf<'quotes.itemAction'>;
export type QuoteDecision =
  DataOf<'quotes.updateItem'> extends infer Decision
    ? Decision extends { quote: Schemas['Quote'] }
      ? Omit<Decision, 'quote'> & { quote: Quote }
      : Decision
    : never;
export type AddCommentParams = BodyOf<'quotes.addComment'>;

export type DeviceAction = DataOf<'deviceActions.retrieve'>;
export type ListDeviceActionsParams = ListParams<'deviceActions.list'>;
export type RetrieveDeviceActionParams = QueryOf<'deviceActions.retrieve'>;
export type CreateDeviceActionParams = BodyOf<'deviceActions.create'>;
export type CreateExternalDeviceActionParams = BodyOf<'deviceActions.createExternal'>;
export type CancelDeviceActionParams = NonNullable<BodyOf<'deviceActions.cancel'>>;

export type PriceQuoteParams = BodyOf<'testHelpers.priceQuote'>;
export type OfferAlternativeParams = BodyOf<'testHelpers.offerAlternative'>;
export type AddTrackingParams = BodyOf<'testHelpers.addQuoteTracking'>;
export type RequestInputParams = BodyOf<'testHelpers.requestQuoteInput'>;
export type CompleteDeviceActionParams = BodyOf<'testHelpers.completeDeviceAction'>;
export type ReceiveDeviceActionParams = BodyOf<'testHelpers.receiveDeviceAction'>;
export type RecordErasureParams = BodyOf<'testHelpers.recordAssetErasure'>;
export type ClearAssetParams = BodyOf<'testHelpers.clearAsset'>;
export type ErasureCertificate = DataOf<'assets.retrieveErasureCertificate'>;

export type WebhookEndpoint = ItemOf<DataOf<'webhooks.list'>>;
export type WebhookEndpointWithSecret = DataOf<'webhooks.create'>;
export type WebhookEndpointDetail = DataOf<'webhooks.retrieve'>;
export type UpdatedWebhookEndpoint = DataOf<'webhooks.update'>;
export type WebhookListMeta = MetaOf<'webhooks.list'>;
export type CreateWebhookParams = BodyOf<'webhooks.create'>;
export type UpdateWebhookParams = BodyOf<'webhooks.update'>;
export type WebhookTestResult = DataOf<'webhooks.sendTest'>;
export type WebhookDelivery = DataOf<'webhooks.retryDelivery'>;
/** Every event type a webhook endpoint can receive. */
export type EventType = keyof webhooks;
/** A delivery's body, by event type: `switch (event.type)` narrows `data` to the object it is about. */
export type WebhookEvent = {
  [Type in EventType]: webhooks[Type]['post'] extends { requestBody: infer Body } ? JsonOf<Body> : never;
}[EventType];

/** An event of `GET /events` and of the stream: the very body a webhook delivery of it carries. */
export type Event = WebhookEvent;
export type ListEventsParams = ListParams<'events.list'>;
export type StreamEventsParams = QueryOf<'events.stream'>;

export type ApiKey = DataOf<'apiKeys.retrieveCurrent'>;

export type ScimToken = ItemOf<DataOf<'scimTokens.list'>>;
export type ScimTokenWithSecret = DataOf<'scimTokens.create'>;
export type CreateScimTokenParams = BodyOf<'scimTokens.create'>;

export type OnboardingCase = DataOf<'onboardingCases.retrieve'>;
export type OnboardingChoicePage = DataOf<'onboardingChoices.retrieve'>;
export type MakeOnboardingChoicesParams = BodyOf<'onboardingChoices.make'>;
export type ListOnboardingCasesParams = ListParams<'onboardingCases.list'>;
export type SubmitOnboardingCaseParams = BodyOf<'onboardingCases.submit'>;
export type OnboardingSettings = DataOf<'onboardingSettings.retrieve'>;
export type UpdateOnboardingSettingsParams = BodyOf<'onboardingSettings.update'>;

export type OffboardingCase = DataOf<'offboardingCases.retrieve'>;
export type ListOffboardingCasesParams = ListParams<'offboardingCases.list'>;
export type RetrieveOffboardingDevicesParams = BodyOf<'offboardingCases.retrieveDevices'>;
export type AddOffboardingDeviceParams = BodyOf<'offboardingCases.addDevice'>;
export type EquipmentPolicy = DataOf<'equipmentPolicies.retrieve'>;
export type CreateEquipmentPolicyParams = BodyOf<'equipmentPolicies.create'>;
export type UpdateEquipmentPolicyParams = BodyOf<'equipmentPolicies.update'>;
export type PreviewEquipmentPolicyParams = BodyOf<'equipmentPolicies.preview'>;
export type EquipmentPolicyPreview = DataOf<'equipmentPolicies.preview'>;
export type EquipmentPolicyMatchesMeta = MetaOf<'equipmentPolicies.listMatches'>;
export type ApprovalRule = DataOf<'approvalRules.retrieve'>;
export type CreateApprovalRuleParams = BodyOf<'approvalRules.create'>;
export type UpdateApprovalRuleParams = BodyOf<'approvalRules.update'>;
export type ApprovalRequest = DataOf<'approvalRequests.retrieve'>;
export type ListApprovalRequestsParams = Omit<QueryOf<'approvalRequests.list'>, 'cursor'>;
export type ChangeRequestedDecisionParams = BodyOf<'approvalRequests.changeDecision'>;
export type Budget = DataOf<'budgets.retrieve'>;
export type ListBudgetsParams = ListParams<'budgets.list'>;
export type CreateBudgetParams = BodyOf<'budgets.create'>;
export type UpdateBudgetParams = BodyOf<'budgets.update'>;
export type BudgetCommitment = ItemOf<DataOf<'budgets.listCommitments'>>;
export type ListBudgetCommitmentsParams = ListParams<'budgets.listCommitments'>;
export type BudgetCommitmentsMeta = MetaOf<'budgets.listCommitments'>;
export type BudgetImpactParams = BodyOf<'budgets.impact'>;
export type BudgetImpactLine = ItemOf<DataOf<'budgets.impact'>>;
export type BudgetSpendParams = QueryOf<'budgets.retrieveSpend'>;
export type CurrencySettings = DataOf<'currencySettings.retrieve'>;
export type UpdateCurrencySettingsParams = BodyOf<'currencySettings.update'>;
export type BudgetSpend = DataOf<'budgets.retrieveSpend'>;
export type Refresh = DataOf<'refreshes.retrieve'>;
export type ListRefreshesParams = ListParams<'refreshes.list'>;
export type CreateRefreshParams = BodyOf<'refreshes.create'>;
export type SubmitRefreshParams = BodyOf<'refreshes.submit'>;
export type Location = DataOf<'locations.retrieve'>;
export type ListLocationsParams = ListParams<'locations.list'>;
export type CreateLocationParams = BodyOf<'locations.create'>;
export type UpdateLocationParams = BodyOf<'locations.update'>;
export type InventorySettings = DataOf<'inventorySettings.retrieve'>;
export type UpdateInventorySettingsParams = BodyOf<'inventorySettings.update'>;
export type StoreDestination = NonNullable<DataOf<'inventorySettings.retrieve'>['default_destination']>;

export type AuditEvent = DataOf<'auditEvents.retrieve'>;
export type ListAuditEventsParams = ListParams<'auditEvents.list'>;
export type AuditCheckpoint = ItemOf<DataOf<'auditCheckpoints.list'>>;
export type ListAuditCheckpointsParams = ListParams<'auditCheckpoints.list'>;
export type AuditPublicKey = DataOf<'auditCheckpoints.publicKey'>;
export type RequestLog = DataOf<'requestLogs.retrieve'>;
export type ListRequestLogsParams = ListParams<'requestLogs.list'>;
export type Export = DataOf<'exports.retrieve'>;
export type CreateExportParams = BodyOf<'exports.create'>;
export type ListExportsParams = ListParams<'exports.list'>;
