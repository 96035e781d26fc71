import { z } from 'zod';
import {
  dataResponse,
  listResponse,
  ZCountry,
  ZCountryCode,
  ZCountryInput,
  ZDay,
  ZLivemode,
  ZPaginationQuery,
  ZTimestamp,
} from './common';
import { ZStoreDestination, ZStoreDestinationInput } from './destinations';
import { ZPerson, ZPersonInput } from './device-actions';
import { ZCaseEmployee } from './onboarding';

export const OFFBOARDING_STATUSES = ['open', 'completed', 'cancelled'] as const;
export type TOffboardingStatus = (typeof OFFBOARDING_STATUSES)[number];

export const OFFBOARDING_DEVICE_STATUSES = ['held', 'scheduled', 'in_progress', 'returned', 'cancelled'] as const;
export type TOffboardingDeviceStatus = (typeof OFFBOARDING_DEVICE_STATUSES)[number];

/** The device statuses that still wait for something: the case completes once none is left. */
export const OUTSTANDING_DEVICE_STATUSES: readonly TOffboardingDeviceStatus[] = ['held', 'scheduled', 'in_progress'];

export const ZOffboardingDevice = z
  .object({
    id: z.uuid(),
    serial_number: z.string(),
    model: z.string(),
    type: z.string(),
    country: ZCountry,
    country_code: ZCountryCode,
    external: z.boolean().meta({ description: 'true for a device outside the inventory, added to the case by hand.' }),
    status: z.enum(OFFBOARDING_DEVICE_STATUSES).meta({
      description:
        '`held`: nothing planned yet; `scheduled`: its device action is created on `scheduled_for`; `in_progress`: the device action is under way; `returned`: stored or with its new holder; `cancelled`: taken off the list, or the case was cancelled.',
    }),
    action_type: z.enum(['Store', 'Reassign']).nullable().meta({ description: 'How it comes back, once planned.' }),
    new_recipient: ZPerson.nullable().meta({ description: 'Who receives it, for Reassign.' }),
    wipe: z.boolean(),
    destination: ZStoreDestination.nullable().meta({
      description: 'Where a Store sends it, once planned; null for Reassign and before planning.',
    }),
    notes: z.string().nullable(),
    scheduled_for: ZDay.nullable().meta({ description: 'YYYY-MM-DD (UTC) the device action is created.' }),
    device_action_id: z.uuid().nullable().meta({ description: 'The device action that retrieves it.' }),
    problem: z
      .string()
      .nullable()
      .meta({ description: 'Why the retrieval is stuck (another action in progress, its action was cancelled).' }),
  })
  .meta({ id: 'OffboardingDevice' });
export type TOffboardingDevice = z.infer<typeof ZOffboardingDevice>;

export const ZOffboardingCase = z
  .object({
    id: z.uuid(),
    status: z.enum(OFFBOARDING_STATUSES).meta({
      description:
        '`open` until every device is stored or reassigned (`completed`); `cancelled` when the person was rehired before their end date.',
    }),
    employee: ZCaseEmployee,
    end_date: ZDay.meta({ description: "The leaver's last working day, YYYY-MM-DD; it follows the employee's." }),
    devices: z.array(ZOffboardingDevice),
    outstanding_devices: z
      .number()
      .int()
      .meta({ description: 'Devices held, scheduled or in progress: what still has to come back.' }),
    left_with_devices: z
      .boolean()
      .meta({ description: 'true once the end date has passed while devices are outstanding.' }),
    completed_at: ZTimestamp.nullable(),
    cancelled_at: ZTimestamp.nullable(),
    cancel_reason: z.string().nullable(),
    livemode: ZLivemode,
    created_at: ZTimestamp.meta({ description: 'When the case opened.' }),
    updated_at: ZTimestamp,
  })
  .meta({ id: 'OffboardingCase' });
export type TOffboardingCase = z.infer<typeof ZOffboardingCase>;

export const ZListOffboardingCasesQuery = ZPaginationQuery.extend({
  status: z.enum(OFFBOARDING_STATUSES).optional(),
  employee_id: z.uuid('must be an employee id').optional(),
  left_with_devices: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional()
    .meta({ description: '`true`: only open cases whose end date has passed with devices outstanding.' }),
  sort: z.enum(['created_at', '-created_at', 'end_date', '-end_date']).default('-created_at'),
});
export type TListOffboardingCasesQuery = z.infer<typeof ZListOffboardingCasesQuery>;
export const ZListOffboardingCasesResponse = listResponse(ZOffboardingCase);
export const ZOffboardingCaseResponse = dataResponse(ZOffboardingCase);

export const ZRetrieveDeviceInput = z
  .strictObject({
    serial_number: z.string().trim().min(1, 'must not be empty').max(100),
    action_type: z.enum(['Store', 'Reassign'], { message: 'must be Store or Reassign' }).default('Store'),
    new_recipient: ZPersonInput.optional().meta({ description: 'Who receives the device; required for Reassign.' }),
    wipe: z.boolean().default(true),
    destination: ZStoreDestinationInput.optional().meta({
      description:
        "Store only: where the device goes. Left out, the company's default destination (GET /api/v1/inventory-settings), Loadout's hub unless changed.",
    }),
    notes: z.string().trim().max(5000).optional(),
  })
  .superRefine((value, context) => {
    if (value.action_type === 'Reassign' && !value.new_recipient) {
      context.addIssue({ code: 'custom', path: ['new_recipient'], message: 'is required for Reassign' });
    }
    if (value.action_type === 'Reassign' && value.destination) {
      context.addIssue({
        code: 'custom',
        path: ['destination'],
        message: 'is for Store only: Reassign delivers the device to new_recipient',
      });
    }
  });

export const ZRetrieveDevicesRequest = z.strictObject({
  devices: z
    .array(ZRetrieveDeviceInput)
    .min(1, 'name at least one device, or leave `devices` out for all')
    .max(100)
    .optional()
    .meta({
      description:
        'How each device comes back. Left out: every device of the case that is not planned yet is stored (Store, wiped).',
    }),
  when: z.enum(['end_date', 'now'], { message: 'must be end_date or now' }).default('end_date').meta({
    description:
      "`end_date`: the device actions are created on the leaver's last day (at once if it has passed); `now`: at once.",
  }),
});
export type TRetrieveDevicesRequest = z.infer<typeof ZRetrieveDevicesRequest>;

export const ZAddOffboardingDeviceRequest = z.strictObject({
  serial_number: z.string().trim().min(1, 'must not be empty').max(100),
  model: z.string().trim().min(1, 'must not be empty').max(200),
  type: z.string().trim().min(1, 'must not be empty').max(100),
  country: ZCountryInput,
});
export type TAddOffboardingDeviceRequest = z.infer<typeof ZAddOffboardingDeviceRequest>;

export const ZOffboardingDeviceParams = z.object({
  id: z.string().meta({ description: 'The case id (UUID).' }),
  deviceId: z.string().meta({ description: 'The id of the device on the case (UUID).' }),
});
