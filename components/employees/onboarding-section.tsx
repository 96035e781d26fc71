'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { Cell, Table } from '@/components/ui/table';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import type { TEmployee } from '@/lib/contract/employees';
import type { TOnboardingCase, TOnboardingDraft } from '@/lib/contract/onboarding';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { describePicker, OnboardingPicks } from './onboarding-picks';
import { bffCall } from '@/lib/queries/bff-call';
import { onboardingQueries, quoteQueries } from '@/lib/queries/resources';

const KIND_LABELS: Record<TOnboardingDraft['items'][number]['kind'], string> = {
  kit: 'Kit',
  product: 'Product',
  choice: 'Their choice',
};

const STATUS_TEXT: Record<TOnboardingCase['status'], (found: TOnboardingCase) => string> = {
  scheduled: (found) => `Opens on ${formatDate(found.opens_on)}, with the draft below as planned today.`,
  open: (found) =>
    found.choice_deadline && !found.choices_made_at
      ? `Waiting for their choices until ${formatDate(found.choice_deadline)}; then the standard options stand.`
      : 'Ready for review: submit the draft as a quote.',
  submitted: () => 'Submitted as a quote; the case follows it to delivery.',
  completed: () => 'Everything was delivered.',
  cancelled: (found) => found.cancel_reason ?? 'Cancelled.',
};

/**
 * A hire's onboarding case on their directory entry: the draft quote from their equipment policy (with the options
 * they picked, the budget check and what blocks it), which IT staff submit in one click, then the quote it became.
 */
export function OnboardingSection({ employee, canWrite }: { employee: TEmployee; canWrite: boolean }) {
  // The case moves on as its quote is priced and delivered; the live updates (LiveUpdates) read it again then.
  const query = useInfiniteQuery(onboardingQueries.ofEmployee(employee.id));
  if (query.isPending) return employee.stage === 'pre_hire' ? <TableSkeleton columns={4} rows={2} /> : null;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  const latest = query.data.pages[0]?.data[0];
  return latest ? <OnboardingCase found={latest} canWrite={canWrite} /> : null;
}

function OnboardingCase({ found, canWrite }: { found: TOnboardingCase; canWrite: boolean }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const submit = useBffMutation({
    call: () =>
      bffCall<{ data: TOnboardingCase }>('POST /api/onboarding-cases/[id]/submit', {
        params: { id: found.id },
        body: {},
      }),
    invalidates: [onboardingQueries.root, quoteQueries.root],
    success: 'Draft submitted: the quote is with Loadout for pricing.',
    onSuccess: () => setIsConfirming(false),
    onError: () => setIsConfirming(false),
  });
  const draft = found.draft;
  const canSubmit = canWrite && found.status === 'open' && draft !== null && draft.blockers.length === 0;
  return (
    <section aria-labelledby="onboarding" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="onboarding" className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            Onboarding <StatusBadge status={found.status} />
            {found.late ? <StatusBadge status="action_required" label="Late" /> : null}
          </h2>
          <p className="text-sm text-muted">
            Starts {formatDate(found.start_date)} · {STATUS_TEXT[found.status](found)}
          </p>
        </div>
        {canSubmit ? <Button onClick={() => setIsConfirming(true)}>Submit as a quote</Button> : null}
        {found.quote_id ? (
          <Link href={`/quotes/${found.quote_id}`} className="text-sm text-accent underline">
            Open the quote
          </Link>
        ) : null}
      </div>
      {draft ? <DraftQuote draft={draft} describeChoice={pickedText} /> : <OnboardingPicks picks={found.picks} />}
      {isConfirming && draft ? (
        <ConfirmDialog
          open
          title="Submit the draft as a quote?"
          confirmLabel="Submit quote"
          isPending={submit.isPending}
          onConfirm={() => submit.mutate()}
          onCancel={() => setIsConfirming(false)}
        >
          <p>
            Loadout prices {draft.items.length} item{draft.items.length === 1 ? '' : 's'} for {found.employee.name},
            delivered to the address in the directory.
            {draft.choices.some((choice) => choice.chosen === null)
              ? ' Choices they have not made take the standard option.'
              : ''}
          </p>
          {draft.over_budget ? (
            <p className="mt-2 text-warning">The estimate is over the policy&apos;s budget.</p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** A draft line's choice: who picked its option, or that the standard option stands until the hire picks. */
const pickedText = (choice: TOnboardingDraft['choices'][number] | undefined) =>
  choice?.chosen ? describePicker({ chosen_by: choice.chosen_by, actor: null }) : 'standard option, until they pick';

/**
 * A draft quote from an equipment policy (an onboarding case's, a refresh's): what blocks it, its lines with their
 * estimates, and the total against the policy's budget. `describeChoice` says how each choice's option was taken.
 */
export function DraftQuote({
  draft,
  describeChoice,
}: {
  draft: TOnboardingDraft;
  describeChoice: (choice: TOnboardingDraft['choices'][number] | undefined) => string;
}) {
  const money = (amount: number | null) =>
    amount === null || !draft.currency ? '—' : formatMoney(amount, draft.currency);
  return (
    <div className="space-y-3">
      {draft.blockers.length > 0 ? (
        <ul className="list-disc space-y-1 rounded-lg border border-warning-line bg-warning-soft py-3 pr-4 pl-8 text-sm text-warning">
          {draft.blockers.map((blocker) => (
            <li key={blocker}>{blocker}</li>
          ))}
        </ul>
      ) : null}
      {draft.items.length > 0 ? (
        <>
          <h3 className="text-base font-semibold">
            Draft quote{draft.policy ? ` from the policy ${draft.policy.name}` : ''}
          </h3>
          <Table
            caption={`Draft quote${draft.policy ? ` from the policy ${draft.policy.name}` : ''}`}
            headers={['Item', 'Kind', 'Quantity', { key: 'estimate', label: 'Estimate', className: 'text-right' }]}
            footer={
              <p className="px-4 py-2 text-sm">
                Estimated {money(draft.estimated_total)}
                {draft.budget ? ` of a ${formatMoney(draft.budget.amount, draft.budget.currency)} budget` : ''}
                {draft.over_budget ? (
                  <span className="ml-2">
                    <StatusBadge status="action_required" label="Over budget" />
                  </span>
                ) : null}
              </p>
            }
          >
            {draft.items.map((item, index) => (
              <tr key={`${item.kind}-${index}`}>
                <Cell label="Item" isRowHeader>
                  {item.name}
                  {item.choice ? (
                    <span className="block text-xs text-muted">
                      {item.choice}: {describeChoice(draft.choices.find((choice) => choice.name === item.choice))}
                    </span>
                  ) : null}
                </Cell>
                <Cell label="Kind">{KIND_LABELS[item.kind]}</Cell>
                <Cell label="Quantity">{item.quantity}</Cell>
                <Cell label="Estimate" className="text-right">
                  {money(item.estimate)}
                </Cell>
              </tr>
            ))}
          </Table>
        </>
      ) : null}
    </div>
  );
}
