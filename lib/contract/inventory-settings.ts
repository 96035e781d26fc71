import { z } from 'zod';
import { dataResponse, ZLivemode } from './common';
import { ZStoreDestination, ZStoreDestinationInput } from './destinations';

// A company's inventory settings, per mode (a location belongs to one mode).

const zMonths = z.number().int('must be a whole number of months').min(1).max(240);

export const ZDeviceLifespans = z
  .object({
    default_months: zMonths.meta({ description: 'Months a device of a type not in `by_device_type` serves; 36.' }),
    by_device_type: z.record(z.string(), zMonths).meta({
      description:
        "Months by device type, in lower case (an asset's `device_type` is compared in lower case); `laptop` 36 and `phone` 24 until changed.",
    }),
  })
  .meta({
    id: 'DeviceLifespans',
    description:
      "How long devices serve before their refresh: an asset's `refresh_due_on` is its `purchased_on` plus its type's months, and its `book_value` falls in a straight line to nothing on that day.",
  });
export type TDeviceLifespans = z.infer<typeof ZDeviceLifespans>;

const zDeviceType = z
  .string()
  .trim()
  .min(1, 'a device type must not be empty')
  .max(100)
  .transform((type) => type.toLowerCase());

export const ZInventorySettings = z
  .object({
    default_destination: ZStoreDestination.meta({
      description:
        "Where the dashboard's device-action wizard, offboarding's retrieval and refreshes send a Store unless told otherwise; `loadout_hub` until changed. A Store through POST /api/v1/device-actions without a `destination` always goes to the hub.",
    }),
    device_lifespans: ZDeviceLifespans,
    livemode: ZLivemode,
  })
  .meta({ id: 'InventorySettings' });
export type TInventorySettings = z.infer<typeof ZInventorySettings>;

export const ZUpdateInventorySettingsRequest = z.strictObject({
  default_destination: ZStoreDestinationInput.optional(),
  device_lifespans: z
    .strictObject({
      default_months: zMonths.optional(),
      by_device_type: z
        .record(zDeviceType, zMonths)
        .refine((types) => Object.keys(types).length <= 50, 'at most 50 device types')
        .optional(),
    })
    .optional()
    .meta({
      description:
        '`default_months` and `by_device_type` each replace what they name (`by_device_type` as a whole: send every type you want). The refresh day of every device that has a purchase day and is not cleared follows at once; `asset.refresh_due` is sent for those now due within 30 days at the next daily check.',
    }),
});
export type TUpdateInventorySettingsRequest = z.infer<typeof ZUpdateInventorySettingsRequest>;
export const ZInventorySettingsResponse = dataResponse(ZInventorySettings);
