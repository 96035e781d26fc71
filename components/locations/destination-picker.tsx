'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { SelectField } from '@/components/ui/field';
import { countryLabel } from '@/lib/countries';
import { locationQueries } from '@/lib/queries/resources';
import type { TStoreDestination } from '@/lib/contract/destinations';
import { CHOICE_LABELS, DESTINATION_CHOICES, destinationLabel, toDraft, type TDestinationDraft } from './destination';

type Props = {
  value: TDestinationDraft;
  onChange: (value: TDestinationDraft) => void;
  /** The problem with the chosen location (the API's `destination.location_id`). */
  locationError?: string;
  legend?: string;
};

/** Where a Store sends the device: the hub, a location of the company (chosen from a list), or clearance. */
export function DestinationPicker({ value, onChange, locationError, legend = 'Where does the device go?' }: Props) {
  const name = useId();
  const locations = useQuery(locationQueries.all());
  const settings = useQuery(locationQueries.settings());
  const companyDefault = settings.data ? toDraft(settings.data.default_destination) : null;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-fg">{legend}</legend>
      {DESTINATION_CHOICES.map((choice) => (
        <label
          key={choice}
          className="flex cursor-pointer gap-3 rounded-md border border-line p-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
        >
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value.choice === choice}
            onChange={() => onChange({ ...value, choice })}
            className="mt-1"
          />
          <span>
            <span className="block text-sm font-semibold">
              {CHOICE_LABELS[choice].title}
              {companyDefault?.choice === choice ? (
                <span className="ml-2 text-xs font-normal text-muted">your default</span>
              ) : null}
            </span>
            <span className="block text-sm text-muted">{CHOICE_LABELS[choice].description}</span>
          </span>
        </label>
      ))}
      {value.choice === 'location' ? (
        locations.data && locations.data.length === 0 ? (
          <p className="text-sm text-danger">
            You have no locations yet.{' '}
            <Link href="/locations" className="text-accent underline">
              Add a warehouse or an office
            </Link>{' '}
            first, or choose another destination.
          </p>
        ) : (
          <SelectField
            label="Location"
            value={value.location_id}
            onChange={(event) => onChange({ ...value, location_id: event.target.value })}
            error={locationError}
          >
            <option value="">{locations.isPending ? 'Loading your locations…' : 'Choose a location'}</option>
            {(locations.data ?? []).map((location) => (
              <option key={location.id} value={location.id}>
                {location.name} ({location.type}, {countryLabel(location.country, location.country_code)})
              </option>
            ))}
          </SelectField>
        )
      ) : null}
    </fieldset>
  );
}

/** Where a device in storage is kept, by the location's name; for the inventory's rows and a device's facts. */
export function StorageLabel({ storage }: { storage: TStoreDestination | null }) {
  const locations = useQuery(locationQueries.all());
  if (!storage) return null;
  return <>{destinationLabel(storage, locations.data)}</>;
}
