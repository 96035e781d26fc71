'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import type { TInventorySettings } from '@/lib/contract/inventory-settings';
import { bffCall } from '@/lib/queries/bff-call';
import { locationQueries } from '@/lib/queries/resources';
import { toDestination, toDraft, type TDestinationDraft } from './destination';
import { DestinationPicker } from './destination-picker';

/** The company's default destination: where the wizard, offboarding and refreshes send a Store unless told otherwise. */
export function DefaultDestinationForm() {
  const settings = useQuery(locationQueries.settings());
  const [draft, setDraft] = useState<TDestinationDraft | null>(null);
  const save = useBffMutation({
    call: (value: TDestinationDraft) =>
      bffCall<{ data: TInventorySettings }>('PATCH /api/inventory-settings', {
        body: { default_destination: toDestination(value) },
      }),
    invalidates: [locationQueries.root],
    success: () => 'Default destination saved.',
    onSuccess: () => setDraft(null),
  });
  if (!settings.data) return null;
  const value = draft ?? toDraft(settings.data.default_destination);
  return (
    <form
      noValidate
      aria-label="Default destination"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(value);
      }}
      className="space-y-4 rounded-lg border border-line bg-raised p-5 shadow-sm"
    >
      <DestinationPicker
        legend="Where a returned device goes unless you choose otherwise (offboarding and new device actions start here)"
        value={value}
        onChange={setDraft}
      />
      <FormActions>
        <Button type="submit" disabled={save.isPending || draft === null}>
          {save.isPending ? 'Saving…' : 'Save default'}
        </Button>
      </FormActions>
    </form>
  );
}
