import { z } from 'zod';
import { dataResponse, ZLivemode } from './common';
import { ZStoreDestination, ZStoreDestinationInput } from './destinations';

// A company's inventory settings, per mode (a location belongs to one mode).

export const ZInventorySettings = z
  .object({
    default_destination: ZStoreDestination.meta({
      description:
        "Where the dashboard's device-action wizard, offboarding's retrieval and refreshes send a Store unless told otherwise; `loadout_hub` until changed. A Store through POST /api/v1/device-actions without a `destination` always goes to the hub.",
    }),
    livemode: ZLivemode,
  })
  .meta({ id: 'InventorySettings' });
export type TInventorySettings = z.infer<typeof ZInventorySettings>;

export const ZUpdateInventorySettingsRequest = z.strictObject({
  default_destination: ZStoreDestinationInput.optional(),
});
export type TUpdateInventorySettingsRequest = z.infer<typeof ZUpdateInventorySettingsRequest>;
export const ZInventorySettingsResponse = dataResponse(ZInventorySettings);
