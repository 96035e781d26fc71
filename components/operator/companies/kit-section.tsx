'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { KitDevicesTable } from '@/components/catalog/kit-devices-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorMessage } from '@/components/ui/error-message';
import { SelectField } from '@/components/ui/field';
import { TableSkeleton } from '@/components/ui/resource-table';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import type { TKit } from '@/lib/contract/catalog';
import { formatDate } from '@/lib/dates';
import { bffCall } from '@/lib/queries/bff-call';
import { operatorKitQueries, type TKitMode } from '@/lib/queries/operator';
import { KitForm } from './kit-form';

/** The company's kits (live or sandbox): their devices, a form to create one, and deletion. */
export function KitSection({ companyId }: { companyId: string }) {
  const [mode, setMode] = useState<TKitMode>('live');
  const [isCreating, setIsCreating] = useState(false);
  const [deleting, setDeleting] = useState<TKit | null>(null);
  const query = useQuery(operatorKitQueries.list(companyId, mode));
  const remove = useBffMutation({
    call: (kit: TKit) => bffCall<void>('DELETE /api/operator/kits/[id]', { params: { id: kit.id } }),
    invalidates: [operatorKitQueries.root],
    success: (_, kit) => `Kit ${kit.name} deleted.`,
    onSuccess: () => setDeleting(null),
    onError: () => setDeleting(null),
  });

  return (
    <section aria-labelledby="kits" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="kits" className="text-lg font-semibold">
            Kits
          </h2>
          <p className="text-sm text-muted">Standard bundles the company’s IT staff order in one go.</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-44">
            <SelectField
              label="Show kits of"
              value={mode}
              onChange={(event) => setMode(event.currentTarget.value as TKitMode)}
            >
              <option value="live">Live data</option>
              <option value="test">The sandbox</option>
            </SelectField>
          </div>
          {isCreating ? null : <Button onClick={() => setIsCreating(true)}>Create kit</Button>}
        </div>
      </div>
      {isCreating ? (
        <KitForm
          companyId={companyId}
          mode={mode}
          onCreated={() => setIsCreating(false)}
          onCancel={() => setIsCreating(false)}
        />
      ) : null}
      {query.isPending ? (
        <TableSkeleton columns={3} rows={3} />
      ) : query.isError ? (
        <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong bg-raised p-6 text-center text-muted">
          No {mode === 'live' ? 'live' : 'sandbox'} kits yet.
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {query.data.map((kit) => (
            <li key={kit.id}>
              <KitCard kit={kit} onDelete={() => setDeleting(kit)} />
            </li>
          ))}
        </ul>
      )}
      {deleting ? (
        <ConfirmDialog
          open
          title={`Delete the kit ${deleting.name}?`}
          confirmLabel="Delete kit"
          confirmVariant="danger"
          isPending={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        >
          The company can no longer order it. Quotes already made from it keep their items.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function KitCard({ kit, onDelete }: { kit: TKit; onDelete: () => void }) {
  const headingId = `kit-${kit.id}`;
  return (
    <article aria-labelledby={headingId} className="h-full rounded-lg border border-line bg-raised p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-semibold">
            {kit.name}
          </h3>
          <p className="text-xs text-muted">
            {[kit.region, kit.tags.length ? kit.tags.join(', ') : null, `updated ${formatDate(kit.updated_at)}`]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <Button variant="secondary" onClick={onDelete}>
          Delete<span className="sr-only"> kit {kit.name}</span>
        </Button>
      </div>
      {kit.description ? <p className="mt-2 text-sm text-muted">{kit.description}</p> : null}
      <KitDevicesTable kit={kit} />
    </article>
  );
}
