import { HttpClient, type LoadoutOptions } from './http';
import { ApiKeysResource } from './resources/api-keys';
import { AssetsResource } from './resources/assets';
import { BudgetsResource } from './resources/budgets';
import { CurrencySettingsResource } from './resources/currency-settings';
import { InventorySettingsResource, LocationsResource } from './resources/locations';
import { RefreshesResource } from './resources/refreshes';
import { AuditCheckpointsResource, AuditEventsResource } from './resources/audit-events';
import { EventsResource } from './resources/events';
import { DeviceActionsResource } from './resources/device-actions';
import { DevicesResource } from './resources/devices';
import { EmployeesResource } from './resources/employees';
import { ExportsResource } from './resources/exports';
import { EquipmentPoliciesResource } from './resources/equipment-policies';
import { ApprovalRequestsResource, ApprovalRulesResource } from './resources/approvals';
import { KitsResource } from './resources/kits';
import { OffboardingCasesResource } from './resources/offboarding-cases';
import { OnboardingCasesResource, OnboardingChoicesResource, OnboardingSettingsResource } from './resources/onboarding';
import { ProductsResource } from './resources/products';
import { QuotesResource } from './resources/quotes';
import { RequestLogsResource } from './resources/request-logs';
import { ScimTokensResource } from './resources/scim-tokens';
import { TestHelpersResource } from './resources/test-helpers';
import { WebhooksResource } from './resources/webhooks';

export type LoadoutMode = 'test' | 'live';

const MODE_PREFIXES: Record<string, LoadoutMode> = { lo_test_: 'test', lo_live_: 'live' };

/** The Loadout API client: one resource per group of operations, each method named after its operationId. */
export class Loadout {
  /** `test` for a `lo_test_` key (the sandbox), `live` for a `lo_live_` key. */
  readonly mode: LoadoutMode;
  readonly products: ProductsResource;
  readonly kits: KitsResource;
  readonly employees: EmployeesResource;
  readonly assets: AssetsResource;
  readonly devices: DevicesResource;
  readonly quotes: QuotesResource;
  readonly deviceActions: DeviceActionsResource;
  readonly testHelpers: TestHelpersResource;
  readonly webhooks: WebhooksResource;
  readonly apiKeys: ApiKeysResource;
  readonly scimTokens: ScimTokensResource;
  readonly offboardingCases: OffboardingCasesResource;
  readonly onboardingCases: OnboardingCasesResource;
  readonly onboardingSettings: OnboardingSettingsResource;
  readonly onboardingChoices: OnboardingChoicesResource;
  readonly equipmentPolicies: EquipmentPoliciesResource;
  readonly approvalRules: ApprovalRulesResource;
  readonly approvalRequests: ApprovalRequestsResource;
  readonly budgets: BudgetsResource;
  readonly currencySettings: CurrencySettingsResource;
  readonly locations: LocationsResource;
  readonly refreshes: RefreshesResource;
  readonly inventorySettings: InventorySettingsResource;
  readonly events: EventsResource;
  readonly auditEvents: AuditEventsResource;
  readonly auditCheckpoints: AuditCheckpointsResource;
  readonly requestLogs: RequestLogsResource;
  readonly exports: ExportsResource;

  constructor(options: LoadoutOptions) {
    const mode = Object.entries(MODE_PREFIXES).find(([prefix]) => options.apiKey?.startsWith(prefix))?.[1];
    if (!mode) throw new TypeError('apiKey must be a Loadout API key: lo_live_… or lo_test_…');
    if (!options.baseUrl) throw new TypeError('baseUrl is required, e.g. https://api.loadout.example');
    this.mode = mode;
    const http = new HttpClient(options);
    this.products = new ProductsResource(http);
    this.kits = new KitsResource(http);
    this.employees = new EmployeesResource(http);
    this.assets = new AssetsResource(http);
    this.devices = new DevicesResource(http);
    this.quotes = new QuotesResource(http);
    this.deviceActions = new DeviceActionsResource(http);
    this.testHelpers = new TestHelpersResource(http);
    this.webhooks = new WebhooksResource(http);
    this.apiKeys = new ApiKeysResource(http);
    this.scimTokens = new ScimTokensResource(http);
    this.offboardingCases = new OffboardingCasesResource(http);
    this.onboardingCases = new OnboardingCasesResource(http);
    this.onboardingSettings = new OnboardingSettingsResource(http);
    this.onboardingChoices = new OnboardingChoicesResource(http);
    this.equipmentPolicies = new EquipmentPoliciesResource(http);
    this.approvalRules = new ApprovalRulesResource(http);
    this.approvalRequests = new ApprovalRequestsResource(http);
    this.budgets = new BudgetsResource(http);
    this.currencySettings = new CurrencySettingsResource(http);
    this.locations = new LocationsResource(http);
    this.refreshes = new RefreshesResource(http);
    this.inventorySettings = new InventorySettingsResource(http);
    this.events = new EventsResource(http);
    this.auditEvents = new AuditEventsResource(http);
    this.auditCheckpoints = new AuditCheckpointsResource(http);
    this.requestLogs = new RequestLogsResource(http);
    this.exports = new ExportsResource(http);
  }
}
