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
  ZLivemode,
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
    cost: z.number().nullable(),
    currency: ZCurrency,
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
  cost: ZMoneyAmount.optional(),
  currency: ZCurrency.default('USD'),
});
export type TCreateDeviceRequest = z.infer<typeof ZCreateDeviceRequest>;
export const ZAssetResponse = dataResponse(ZAsset);
export const ZCreateDeviceResponse = ZAssetResponse;

// Operator: the devices that wait for their erasure or their outcome, of every company (server/clearance).
export const ZOperatorAsset = ZAsset.extend({ company: ZCompanyRef }).meta({ id: 'OperatorAsset' });
export type TOperatorAsset = z.infer<typeof ZOperatorAsset>;
export const ZClearanceQueueQuery = ZPaginationQuery.extend({
  company_id: z.uuid().optional().meta({ description: "Only this company's devices." }),
});
export type TClearanceQueueQuery = z.infer<typeof ZClearanceQueueQuery>;
export const ZClearanceQueueResponse = listResponse(ZOperatorAsset);
