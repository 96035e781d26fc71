'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import type { TLocation } from '@/lib/contract/locations';
import { countryLabel } from '@/lib/countries';
import { bffCall } from '@/lib/queries/bff-call';
import { locationQueries } from '@/lib/queries/resources';
import { DefaultDestinationForm } from './default-destination-form';
import { LocationForm } from './location-form';

/** The company's warehouses and offices, with a form to add or edit one, and where a Store goes by default. */
export function LocationBoard({ canWrite }: { canWrite: boolean }) {
  const locations = useQuery(locationQueries.all());
  const [isCreating, setIsCreating] = useState(false);
  const [editing, setEditing] = useState<TLocation | null>(null);
  const [deleting, setDeleting] = useState<TLocation | null>(null);
  const remove = useBffMutation({
    call: (location: TLocation) => bffCall<void>('DELETE /api/locations/[id]', { params: { id: location.id } }),
    invalidates: [locationQueries.root],
    success: (_result, location) => `${location.name} was deleted.`,
    onSuccess: () => setDeleting(null),
    // Refused while something names it: the API's message (toasted) says what.
    onError: () => setDeleting(null),
  });

  const columns: Column<TLocation>[] = [
    {
      header: 'Name',
      cell: (location) => (
        <>
          <span className="font-medium">{location.name}</span>
          <span className="block text-xs text-muted">{location.type === 'warehouse' ? 'Warehouse' : 'Office'}</span>
        </>
      ),
    },
    {
      header: 'Address',
      cell: (location) => (
        <>
          {location.address}
          <span className="block text-xs text-muted">{countryLabel(location.country, location.country_code)}</span>
        </>
      ),
    },
    {
      header: 'Contact',
      cell: (location) =>
        location.contact_name || location.contact_email ? (
          <>
            {location.contact_name ?? '—'}
            {location.contact_email ? <span className="block text-xs text-muted">{location.contact_email}</span> : null}
          </>
        ) : (
          '—'
        ),
    },
    ...(canWrite
      ? [
          {
            header: 'Actions',
            cell: (location: TLocation) => (
              <span className="flex gap-2">
                <Button variant="secondary" onClick={() => setEditing(location)}>
                  Edit<span className="sr-only"> {location.name}</span>
                </Button>
                <Button variant="ghost" onClick={() => setDeleting(location)}>
                  Delete<span className="sr-only"> {location.name}</span>
                </Button>
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="space-y-6">
      {canWrite ? <DefaultDestinationForm /> : null}
      {canWrite && !isCreating && !editing ? <Button onClick={() => setIsCreating(true)}>Add location</Button> : null}
      {isCreating ? <LocationForm onDone={() => setIsCreating(false)} /> : null}
      {editing ? <LocationForm key={editing.id} location={editing} onDone={() => setEditing(null)} /> : null}
      {locations.isPending ? (
        <TableSkeleton columns={columns.length} />
      ) : locations.isError ? (
        <ErrorMessage error={locations.error} onRetry={() => void locations.refetch()} />
      ) : (
        <DataTable
          rows={locations.data}
          columns={columns}
          rowKey={(location) => location.id}
          caption="Locations"
          empty="No locations yet: add your warehouses and offices, and a Store can send devices there."
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? ''}?`}
        confirmLabel="Delete location"
        confirmVariant="danger"
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      >
        Only a location that no device, Store or setting names can be deleted; you will be told what still does.
      </ConfirmDialog>
    </div>
  );
}
