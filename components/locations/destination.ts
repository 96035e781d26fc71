import type { TStoreDestination } from '@/lib/contract/destinations';
import type { TLocation } from '@/lib/contract/locations';

// A Store's destination as a form holds it: one choice among four, and the location when the choice is one.
export const DESTINATION_CHOICES = ['loadout_hub', 'location', 'resale', 'recycle'] as const;
export type TDestinationChoice = (typeof DESTINATION_CHOICES)[number];
export type TDestinationDraft = { choice: TDestinationChoice; location_id: string };

export const HUB_DRAFT: TDestinationDraft = { choice: 'loadout_hub', location_id: '' };

export const CHOICE_LABELS: Record<TDestinationChoice, { title: string; description: string }> = {
  loadout_hub: { title: "Loadout's hub", description: 'We keep it in stock for your next hire.' },
  location: { title: 'One of your locations', description: 'We send it to your warehouse or office.' },
  resale: {
    title: 'Clearance: erase and resell',
    description: 'Certified data erasure, then resale; the amount is credited to you.',
  },
  recycle: { title: 'Clearance: erase and recycle', description: 'Certified data erasure, then recycling.' },
};

export function toDraft(destination: TStoreDestination): TDestinationDraft {
  if (destination.type === 'location') return { choice: 'location', location_id: destination.location_id };
  if (destination.type === 'clearance') return { choice: destination.outcome, location_id: '' };
  return HUB_DRAFT;
}

/** The request's `destination`; a location choice without one chosen sends '' for the contract to refuse. */
export function toDestination(draft: TDestinationDraft): TStoreDestination {
  if (draft.choice === 'location') return { type: 'location', location_id: draft.location_id };
  if (draft.choice === 'loadout_hub') return { type: 'loadout_hub' };
  return { type: 'clearance', outcome: draft.choice };
}

/** How a page names a destination: the location by its name once the locations are loaded. */
export function destinationLabel(destination: TStoreDestination, locations: TLocation[] | undefined): string {
  if (destination.type === 'location') {
    const location = locations?.find((entry) => entry.id === destination.location_id);
    return location ? `${location.name} (${location.type})` : 'One of your locations';
  }
  return CHOICE_LABELS[destination.type === 'loadout_hub' ? 'loadout_hub' : destination.outcome].title;
}
