'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import type { TEquipmentPolicy } from '@/lib/contract/equipment-policies';
import { bffCall } from '@/lib/queries/bff-call';
import { equipmentPolicyQueries, policyChoiceQueries } from '@/lib/queries/equipment-policies';
import { countEmployees, describeGives, describeMatch, MATCH_SAMPLE } from './describe';

/** The company's rules in the order they are evaluated, each with who it matches and what it gives. */
export function PolicyList({ canWrite }: { canWrite: boolean }) {
  const policies = useQuery(equipmentPolicyQueries.list());
  const kits = useQuery(policyChoiceQueries.kits());
  const products = useQuery(policyChoiceQueries.products());
  const [deleting, setDeleting] = useState<TEquipmentPolicy | null>(null);
  const move = useBffMutation({
    call: ({ policy, position }: { policy: TEquipmentPolicy; position: number }) =>
      bffCall<{ data: TEquipmentPolicy }>('PATCH /api/equipment-policies/[id]', {
        params: { id: policy.id },
        body: { position },
      }),
    invalidates: [equipmentPolicyQueries.root],
    success: (_result, { policy, position }) => `“${policy.name}” is now rule ${position}.`,
  });
  const remove = useBffMutation({
    call: (policy: TEquipmentPolicy) =>
      bffCall<void>('DELETE /api/equipment-policies/[id]', { params: { id: policy.id } }),
    invalidates: [equipmentPolicyQueries.root],
    success: (_result, policy) => `“${policy.name}” was deleted.`,
    onSuccess: () => setDeleting(null),
  });

  if (policies.isPending) return <TableSkeleton columns={3} rows={4} />;
  if (policies.isError) return <ErrorMessage error={policies.error} onRetry={() => void policies.refetch()} />;
  if (policies.data.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-line-strong bg-raised p-8 text-center text-sm text-muted">
        <p>No equipment policies yet. A rule says which kits, products and budget a group of employees gets.</p>
        {canWrite ? (
          <Link href="/equipment-policies/new" className={buttonClass('primary', 'mt-4')}>
            Create the first policy
          </Link>
        ) : null}
      </div>
    );
  }
  const kitsById = new Map((kits.data ?? []).map((kit) => [kit.id, kit]));
  const productsById = new Map((products.data ?? []).map((product) => [product.id, product]));
  const ordinary = policies.data.filter((policy) => !policy.is_default).length;

  return (
    <>
      <ol aria-label="Equipment policies, in the order they are evaluated" className="space-y-4">
        {policies.data.map((policy) => (
          <li key={policy.id} className="rounded-lg border border-line bg-raised p-4 shadow-sm sm:p-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xs font-medium tracking-wide text-muted uppercase">
                  {policy.is_default ? 'Default rule · last' : `Rule ${policy.position}`}
                </p>
                <h2 className="text-lg font-semibold break-words">{policy.name}</h2>
                {policy.description ? <p className="mt-1 text-sm text-muted">{policy.description}</p> : null}
              </div>
              {canWrite ? (
                <div className="flex flex-wrap gap-2">
                  {policy.is_default ? null : (
                    <>
                      <Button
                        variant="secondary"
                        aria-label={`Move “${policy.name}” up`}
                        disabled={policy.position === 1 || move.isPending}
                        onClick={() => move.mutate({ policy, position: policy.position - 1 })}
                      >
                        ↑ Up
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={`Move “${policy.name}” down`}
                        disabled={policy.position === ordinary || move.isPending}
                        onClick={() => move.mutate({ policy, position: policy.position + 1 })}
                      >
                        ↓ Down
                      </Button>
                    </>
                  )}
                  <Link
                    href={`/equipment-policies/edit/${policy.id}`}
                    className={buttonClass('secondary')}
                    aria-label={`Edit “${policy.name}”`}
                  >
                    Edit
                  </Link>
                  <Button variant="ghost" aria-label={`Delete “${policy.name}”`} onClick={() => setDeleting(policy)}>
                    Delete
                  </Button>
                </div>
              ) : null}
            </div>
            <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
              <div>
                <dt className="font-medium text-muted">Matches</dt>
                <dd>
                  <ul className="mt-1 space-y-0.5">
                    {describeMatch(policy).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </dd>
              </div>
              <div>
                <dt className="font-medium text-muted">Gives</dt>
                <dd>
                  <ul className="mt-1 space-y-0.5">
                    {describeGives(policy, kitsById, productsById).map((line, index) => (
                      <li key={index} className="break-words">
                        {line}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
              <div>
                <dt className="font-medium text-muted">Applies to</dt>
                <dd className="mt-1">
                  <PolicyMatches id={policy.id} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete policy"
        confirmVariant="danger"
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      >
        The employees it applies to get the next rule they match instead. The rules below it move up one place.
      </ConfirmDialog>
    </>
  );
}

/** `14 employees: Ada Lovelace, Grace Hopper, Hedy Lamarr and 11 more`. */
function PolicyMatches({ id }: { id: string }) {
  const matches = useQuery(equipmentPolicyQueries.matches(id, MATCH_SAMPLE));
  if (matches.isPending) return <span className="text-muted">Counting…</span>;
  if (matches.isError) return <span className="text-danger">{matches.error.message}</span>;
  const { total } = matches.data.meta;
  const names = matches.data.data.map((employee) => employee.name);
  const more = total - names.length;
  return (
    <p>
      <span className="font-semibold">{countEmployees(total)}</span>
      {names.length ? `: ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}` : null}
    </p>
  );
}
