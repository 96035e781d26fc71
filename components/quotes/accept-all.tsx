'use client';

import { useState } from 'react';
import type { TQuote, ZQuoteDecisionResponse } from '@/lib/contract/quotes';
import type { z } from 'zod';
import { formatMoney } from '@/lib/money';
import { bffCall } from '@/lib/queries/bff-call';
import { BffError } from '@/lib/queries/bff-fetch';
import { quoteQueries } from '@/lib/queries/resources';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { heldMessage } from './decision-dialog';
import { acceptableAsQuoted } from './item-outcome';
import { describeItem, toRecipientInputs, type TQuoteItem } from './quote-options';

type Failure = { itemId: string; name: string; message: string };
/** `held`: the last answer's quote when the approval rules held the decisions. */
type Outcome = { accepted: number; failures: Failure[]; held: { number: string; status: string } | null };

type DecisionResponse = z.infer<typeof ZQuoteDecisionResponse>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * "Accept all as quoted": every undecided item's original offer, each keeping its recipients, after one confirmation
 * that lists them and the accepted total they lead to. Items are accepted one by one; those refused are reported.
 */
export function AcceptAllAsQuoted({ quote }: { quote: TQuote }) {
  // What the confirmation lists when it opens is what gets accepted, even if the quote changes meanwhile.
  const [confirming, setConfirming] = useState<{ items: TQuoteItem[]; afterwards: number } | null>(null);
  const [report, setReport] = useState<Outcome | null>(null);
  const items = confirming?.items ?? [];

  function confirm() {
    const acceptable = acceptableAsQuoted(quote);
    setConfirming({
      items: acceptable,
      afterwards: (quote.accepted_total ?? 0) + acceptable.reduce((sum, item) => sum + item.price! * item.quantity, 0),
    });
  }

  // Each item's failure is collected in the outcome, so the batch itself does not fail.
  const acceptAll = useBffMutation({
    call: async (): Promise<Outcome> => {
      const outcome: Outcome = { accepted: 0, failures: [], held: null };
      for (const item of items) {
        try {
          const answer = await bffCall<DecisionResponse>('PATCH /api/quotes/[id]/items/[itemId]', {
            params: { id: quote.id, itemId: item.id },
            body: { action: 'accept', recipients: toRecipientInputs(item.recipients) },
          });
          outcome.accepted += 1;
          outcome.held = answer.data.status === 'requested' ? answer.data.quote : null;
        } catch (error) {
          const message =
            error instanceof BffError && error.status === 409
              ? 'it was decided by someone else meanwhile; its row below shows what was chosen.'
              : error instanceof Error
                ? error.message
                : 'The request failed; try this item again on its own.';
          outcome.failures.push({ itemId: item.id, name: describeItem(item), message });
        }
      }
      return outcome;
    },
    invalidates: [quoteQueries.root],
    success: (outcome) =>
      outcome.held
        ? heldMessage(outcome.held)
        : outcome.accepted > 0
          ? `Accepted ${plural(outcome.accepted, 'item', 'items')} as quoted on ${quote.number}; Loadout will order them.`
          : null,
    onSuccess: (outcome) => {
      setConfirming(null);
      setReport(outcome.failures.length ? outcome : null);
    },
  });

  return (
    <>
      {acceptableAsQuoted(quote).length > 0 ? <Button onClick={confirm}>Accept all as quoted</Button> : null}
      {report ? (
        <div
          role="alert"
          className="basis-full rounded-lg border border-danger-line bg-danger-soft p-4 text-sm text-danger"
        >
          <p className="font-semibold">
            {plural(report.accepted, 'item was', 'items were')} accepted;{' '}
            {plural(report.failures.length, 'was', 'were')} not accepted:
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {report.failures.map((failure) => (
              <li key={failure.itemId}>
                <span className="font-medium">{failure.name}</span>: {failure.message}
              </li>
            ))}
          </ul>
          <p className="mt-2">Open those items below to see where they stand and decide them one by one.</p>
          <Button variant="secondary" className="mt-3" onClick={() => setReport(null)}>
            Dismiss
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={`Accept ${plural(items.length, 'item', 'items')} as quoted?`}
        confirmLabel={`Accept ${plural(items.length, 'item', 'items')}`}
        isPending={acceptAll.isPending}
        onConfirm={() => acceptAll.mutate()}
        onCancel={() => setConfirming(null)}
      >
        <p>Each item keeps its recipients; its alternatives are rejected and Loadout orders the original offer.</p>
        <ul className="mt-3 max-h-[40vh] divide-y divide-subtle overflow-y-auto rounded-md border border-line">
          {items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3 px-3 py-2 text-fg">
              <span className="min-w-0">
                {describeItem(item)}{' '}
                <span className="text-muted">
                  × {item.quantity}, to {item.recipients.map((recipient) => recipient.name).join(', ')}
                </span>
              </span>
              <span className="shrink-0 tabular-nums">{formatMoney(item.price! * item.quantity, quote.currency)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 font-medium text-fg">
          Accepted total afterwards: {formatMoney(confirming?.afterwards ?? null, quote.currency)}
        </p>
      </ConfirmDialog>
    </>
  );
}
