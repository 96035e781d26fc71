import { z } from 'zod';

// Where a Store sends a device: Loadout's hub (store and reuse), one of the company's locations, or clearance (data
// erasure, then resale or recycling). A Store without one goes to the hub, as every Store did before destinations.

export const DESTINATION_TYPES = ['loadout_hub', 'location', 'clearance'] as const;
export type TDestinationType = (typeof DESTINATION_TYPES)[number];
export const CLEARANCE_OUTCOMES = ['resale', 'recycle'] as const;
export type TClearanceOutcome = (typeof CLEARANCE_OUTCOMES)[number];

const DESTINATION_DESCRIPTION =
  "Where a Store sends the device: `loadout_hub` (Loadout's hub keeps it for reuse; the default), `location` (one of the company's warehouses or offices, by `location_id`), or `clearance` (certified data erasure, then `resale` with the amount credited to the company, or `recycle`).";

// Request bodies and answers have schemas of their own: the request's refuses unknown fields and explains its errors.

export const ZStoreDestination = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('loadout_hub') }),
    z.object({ type: z.literal('location'), location_id: z.uuid() }),
    z.object({ type: z.literal('clearance'), outcome: z.enum(CLEARANCE_OUTCOMES) }),
  ])
  .meta({ id: 'StoreDestination', description: DESTINATION_DESCRIPTION });

export const ZStoreDestinationInput = z
  .discriminatedUnion(
    'type',
    [
      z.strictObject({ type: z.literal('loadout_hub') }),
      z.strictObject({
        type: z.literal('location'),
        location_id: z.uuid('must be the id of one of your locations (GET /api/v1/locations)'),
      }),
      z.strictObject({
        type: z.literal('clearance'),
        outcome: z.enum(CLEARANCE_OUTCOMES, { message: 'must be resale or recycle' }),
      }),
    ],
    { error: () => ({ message: 'must be loadout_hub, location or clearance' }) },
  )
  .meta({ description: DESTINATION_DESCRIPTION });
export type TStoreDestination = z.infer<typeof ZStoreDestination>;

/** A Store that named no destination: the hub, as before destinations existed. */
export const DEFAULT_DESTINATION: TStoreDestination = { type: 'loadout_hub' };

export function describeDestination(destination: TStoreDestination, locationName?: string): string {
  if (destination.type === 'loadout_hub') return "Loadout's hub";
  if (destination.type === 'location') return locationName ?? 'one of your locations';
  return destination.outcome === 'resale' ? 'Clearance: erase and resell' : 'Clearance: erase and recycle';
}
