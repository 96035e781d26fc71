import { z } from 'zod';
import {
  dataResponse,
  listResponse,
  ZCountry,
  ZCountryCode,
  ZCountryCsvQuery,
  ZCountryInput,
  ZCsvQuery,
  ZCurrency,
  ZCompanyRef,
  ZDay,
  ZLivemode,
  MONEY_MAX,
  ZMoneyAmount,
  ZPaginationQuery,
  ZSort,
  ZTimestamp,
} from './common';
import { ZAssetClearance, ZAssetErasure } from './clearance';
import { ZStoreDestination } from './destinations';

export const ASSET_STATUSES = ['in_storage', 'in_use', 'cleared'] as const;
export const CONDITION_GRADES = ['A', 'B', 'C', 'D'] as const;
export type TConditionGrade = (typeof CONDITION_GRADES)[number];

export const ZAssetEmployee = z.object({ name: z.string(), email: z.string().nullable() });

export const ZAsset = z
  .object({
    id: z.uuid(),
    serial_number: z.string(),
    device_type: z.string(),
    model: z.string(),
    description: z.string().nullable(),
    country: ZCountry,
    country_code: ZCountryCode,
    status: z.enum(ASSET_STATUSES).meta({
      description:
        '`in_use` by `employee`, `in_storage` where `storage` says, or `cleared`: resold or recycled after a certified erasure, out of the active inventory (see `clearance`).',
    }),
    employee: ZAssetEmployee.nullable().meta({ description: 'Who holds the device; null while it is in storage.' }),
    condition: z.string().nullable(),
    storage: ZStoreDestination.nullable().meta({
      description:
        'Where a device in storage is kept: the destination of the Store that brought it back (`loadout_hub` for devices stored before destinations, or added without an employee); null while in use.',
    }),
    condition_grade: z.enum(CONDITION_GRADES).nullable().meta({
      description:
        "Loadout's grade when the device last came back: A like new, B light wear, C worn but working, D broken; null until graded.",
    }),
    condition_note: z.string().nullable().meta({ description: "What the grade's operator saw." }),
    received_at: ZTimestamp.nullable().meta({ description: 'When Loadout last received the device back.' }),
    erasure: ZAssetErasure.nullable().meta({ description: "The device's certified data erasure, once done." }),
    clearance: ZAssetClearance.nullable().meta({ description: 'How the device left the inventory, once cleared.' }),
    purchased_on: ZDay.nullable().meta({
      description:
        'The day the company got the device (UTC): the delivery day of a device procured through a quote, else as added or imported; null when unknown.',
    }),
    purchase_cost: z.number().nullable().meta({
      description: 'What the device cost, in `currency`: the accepted price of a quote, else as added or imported.',
    }),
    cost: z.number().nullable().meta({ description: "The same as `purchase_cost` (this field's first name)." }),
    currency: ZCurrency,
    warranty_ends_on: ZDay.nullable().meta({
      description: "The last day of the device's warranty; null when unknown.",
    }),
    refresh_due_on: ZDay.nullable().meta({
      description:
        "When the device is due for refresh: `purchased_on` plus the company's lifespan of its device type (GET /api/v1/inventory-settings, `device_lifespans`); null without a purchase day. `asset.refresh_due` is sent 30 days before.",
    }),
    book_value: z.number().nullable().meta({
      description:
        "Today's value by straight-line depreciation, in `currency`: `purchase_cost` on `purchased_on`, falling evenly each day to 0 on `refresh_due_on`; 0 once cleared; null without a cost or a purchase day.",
    }),
    source: z.enum(['procured', 'added']),
    livemode: ZLivemode,
    created_at: ZTimestamp,
    updated_at: ZTimestamp,
  })
  .meta({ id: 'Asset' });
export type TAsset = z.infer<typeof ZAsset>;

export const ZListAssetsQuery = ZPaginationQuery.extend({
  search: z.string().trim().min(1).optional().meta({
    description: 'Matches the serial number (exact or partial), model, or employee name or e-mail; case-insensitive.',
  }),
  serial_number: z.string().trim().min(1).optional().meta({ description: 'Exact serial number, case-insensitive.' }),
  status: z
    .enum([...ASSET_STATUSES, 'all'])
    .default('all')
    .meta({
      description:
        '`all` (the default): every device of the active inventory, in use or in storage. Cleared devices are listed only with `cleared`.',
    }),
  country: ZCountryCsvQuery.optional(),
  device_type: ZCsvQuery.optional().meta({
    description: 'Device type, case-insensitive; comma-separated values mean OR.',
  }),
  refresh_due_before: ZDay.optional().meta({
    description:
      'Devices whose `refresh_due_on` is before this day (YYYY-MM-DD), overdue ones included: e.g. today + 30 days for the devices due within a month.',
  }),
  warranty_ends_before: ZDay.optional().meta({
    description: 'Devices whose warranty ends before this day (YYYY-MM-DD), expired ones included.',
  }),
  sort: ZSort,
});
export type TListAssetsQuery = z.infer<typeof ZListAssetsQuery>;
export const ZListAssetsResponse = listResponse(ZAsset);

const zText = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

export const ZCreateDeviceRequest = z.strictObject({
  serial_number: zText(100),
  device_type: zText(100),
  model: zText(200),
  country: ZCountryInput,
  description: z.string().trim().max(2000).optional(),
  employee: z
    .strictObject({ name: zText(200), email: z.email('must be an e-mail address').optional() })
    .nullable()
    .optional()
    .meta({ description: 'The employee who holds the device; null or absent puts it in storage.' }),
  condition: z.string().trim().max(100).optional(),
  purchase_cost: ZMoneyAmount.optional().meta({ description: 'What the device cost, in `currency`.' }),
  cost: ZMoneyAmount.optional().meta({
    description: "The same as `purchase_cost` (this field's first name); send one of the two.",
  }),
  currency: ZCurrency.default('USD'),
  purchased_on: ZDay.optional().meta({
    description: 'The day the company got the device; with it the asset gets `refresh_due_on` and `book_value`.',
  }),
  warranty_ends_on: ZDay.optional().meta({ description: "The last day of the device's warranty." }),
});
export type TCreateDeviceRequest = z.infer<typeof ZCreateDeviceRequest>;
export const ZAssetResponse = dataResponse(ZAsset);
export const ZCreateDeviceResponse = ZAssetResponse;

// The import of devices the company has (a CSV file or a JSON array): the fields of POST /devices, flat.

const zCell = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || undefined);
const zRequiredCell = (name: string, max: number) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);
/** An amount as a JSON number or CSV text (`1299.00`; no thousands separators, no currency sign). */
const zMoneyCell = (name: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(value) ? Number(value) : value),
      z
        .number({ message: `${name} must be an amount such as 1299.00` })
        .min(0, `${name} must not be negative`)
        .max(MONEY_MAX, `${name} must be at most ${MONEY_MAX}`)
        .nullish(),
    )
    .transform((value) => value ?? undefined);
const zDayCell = z
  .string()
  .trim()
  .pipe(ZDay)
  .nullish()
  .transform((value) => value ?? undefined);

export const ZDeviceImportRow = z.object({
  serial_number: zRequiredCell('serial_number', 100),
  device_type: zRequiredCell('device_type', 100),
  model: zRequiredCell('model', 200),
  country: zRequiredCell('country', 100),
  description: zCell('description', 2000),
  employee_name: zCell('employee_name', 200),
  employee_email: z
    .email({ message: 'employee_email must be an e-mail address' })
    .nullish()
    .transform((value) => value ?? undefined),
  condition: zCell('condition', 100),
  purchase_cost: zMoneyCell('purchase_cost'),
  cost: zMoneyCell('cost'),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code such as USD')
    .nullish()
    .transform((value) => value ?? 'USD'),
  purchased_on: zDayCell,
  warranty_ends_on: zDayCell,
});
export type TDeviceImportRow = z.infer<typeof ZDeviceImportRow>;

/** Rows one import may hold. */
export const MAX_DEVICE_IMPORT_ROWS = 10_000;

export const ZDeviceImportSummary = z
  .object({
    created: z.number().int().meta({ description: 'Devices added to the inventory.' }),
    existing: z.number().int().meta({
      description:
        'Rows whose serial number is already in the inventory: left as they are (move a device with POST /api/v1/device-actions).',
    }),
    errors: z
      .array(
        z.object({
          row: z.number().int().meta({ description: '1 is the first row after the header.' }),
          message: z.string(),
        }),
      )
      .meta({ description: 'Rows refused, with what was wrong; the other rows were imported.' }),
  })
  .meta({ id: 'DeviceImportSummary' });
export type TDeviceImportSummary = z.infer<typeof ZDeviceImportSummary>;
export const ZDeviceImportResponse = dataResponse(ZDeviceImportSummary);

// Operator: the devices that wait for their erasure or their outcome, of every company (server/clearance).
export const ZOperatorAsset = ZAsset.extend({ company: ZCompanyRef }).meta({ id: 'OperatorAsset' });
export type TOperatorAsset = z.infer<typeof ZOperatorAsset>;
export const ZClearanceQueueQuery = ZPaginationQuery.extend({
  company_id: z.uuid().optional().meta({ description: "Only this company's devices." }),
});
export type TClearanceQueueQuery = z.infer<typeof ZClearanceQueueQuery>;
export const ZClearanceQueueResponse = listResponse(ZOperatorAsset);
