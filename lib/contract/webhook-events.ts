import { z } from 'zod';
import { ZAsset } from './assets';
import { ZLivemode, ZTimestamp } from './common';
import { ZDeviceAction } from './device-actions';
import { ZEmployee } from './employees';
import { ZOffboardingCase } from './offboarding';
import { ZOnboardingCase } from './onboarding';
import { ZQuote } from './quotes';
import { EVENT_TYPES, type TEventType } from './webhooks';

// What a webhook receiver gets for each event type: the delivery body `{id, type, created_at, livemode, data}` with
// `data` the object the event is about, as the API reads it. The OpenAPI document lists one `webhooks` entry per
// event type with this schema.

export const ZWebhookTestData = z
  .object({
    endpoint_id: z.uuid().meta({ description: 'The endpoint the test was sent to.' }),
    message: z.string(),
  })
  .meta({ id: 'WebhookTestData' });

/** The object each event carries in `data`, and when it is sent. */
export const EVENT_PAYLOADS: Record<TEventType, { data: z.ZodType; description: string }> = {
  'quote.created': { data: ZQuote, description: 'A quote was requested.' },
  'quote.pending': { data: ZQuote, description: 'Every item of the quote is priced: it is Quoted.' },
  'quote.approval_requested': {
    data: ZQuote,
    description: 'Decisions on the quote wait for approvers (see Approval requests).',
  },
  'quote.approved': {
    data: ZQuote,
    description: 'Every item is decided, at least one accepted (and approved where rules required it).',
  },
  'quote.approval_declined': { data: ZQuote, description: "An approver declined the quote's held decisions." },
  'quote.tracking_added': { data: ZQuote, description: 'A recipient of the quote got a tracking code.' },
  'quote.delivered': { data: ZQuote, description: 'Every recipient of every accepted item has the hardware.' },
  'quote.action_required': { data: ZQuote, description: 'Loadout needs input from the client on the quote.' },
  'logistics.created': { data: ZDeviceAction, description: 'A device action was created.' },
  'logistics.tracking_added': { data: ZDeviceAction, description: 'A device action got a tracking code.' },
  'logistics.completed': { data: ZDeviceAction, description: 'A device action was completed.' },
  'logistics.cancelled': { data: ZDeviceAction, description: 'A device action was cancelled.' },
  'logistics.action_required': {
    data: ZDeviceAction,
    description: 'Loadout needs input from the client on a device action.',
  },
  'employee.created': { data: ZEmployee, description: 'A person was added to the directory.' },
  'employee.updated': { data: ZEmployee, description: 'Something an integrator sees of a person changed.' },
  'employee.leaving': {
    data: ZEmployee,
    description: 'An end date was set or the person was deactivated; sent besides `employee.updated`.',
  },
  'offboarding.opened': { data: ZOffboardingCase, description: 'An offboarding case opened for a leaver.' },
  'offboarding.completed': { data: ZOffboardingCase, description: "The leaver's devices are all back, or closed." },
  'offboarding.cancelled': { data: ZOffboardingCase, description: 'The person is no longer leaving.' },
  'onboarding.opened': { data: ZOnboardingCase, description: 'An onboarding case opened for a new hire.' },
  'onboarding.completed': { data: ZOnboardingCase, description: "The hire's equipment was delivered." },
  'onboarding.late': {
    data: ZOnboardingCase,
    description: 'The equipment will not arrive by the start date.',
  },
  'onboarding.cancelled': { data: ZOnboardingCase, description: 'The hire is no longer starting.' },
  'asset.received': {
    data: ZAsset,
    description:
      'Loadout received a returned device and graded it (`condition_grade`); it is kept where `storage` says, or waits for clearance.',
  },
  'asset.erased': {
    data: ZAsset,
    description:
      "Loadout erased the device's data and issued its erasure certificate (`erasure`, with `certificate_url`).",
  },
  'asset.cleared': {
    data: ZAsset,
    description:
      'The device left the inventory after its certified erasure: resold (the amount credited in `clearance`) or recycled. `erasure.certificate_url` is its certificate.',
  },
  'asset.refresh_due': {
    data: ZAsset,
    description:
      'The device is due for refresh within 30 days (`refresh_due_on`), or already overdue when it got its refresh day: sent once per device and refresh day, by a daily check at 05:00 UTC.',
  },
  'webhook.test': { data: ZWebhookTestData, description: 'Sent by `POST /api/v1/webhooks/{id}/test`.' },
};

/** The component name of an event's delivery body: `quote.approval_requested` → `QuoteApprovalRequestedEvent`. */
export const eventSchemaName = (type: TEventType) =>
  `${type
    .split(/[._]/)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')}Event`;

/** The delivery body of each event type, registered as a schema component of the OpenAPI documents. */
export const EVENT_DELIVERY_SCHEMAS = Object.fromEntries(
  EVENT_TYPES.map((type) => [
    type,
    z
      .object({
        id: z.uuid().meta({ description: 'The event id; also the `webhook-id` header, stable across retries.' }),
        type: z.literal(type),
        created_at: ZTimestamp,
        livemode: ZLivemode,
        data: EVENT_PAYLOADS[type].data,
      })
      .meta({ id: eventSchemaName(type), description: EVENT_PAYLOADS[type].description }),
  ]),
) as unknown as Record<TEventType, z.ZodType>;
