import Link from 'next/link';
import type { TQuote } from '@/lib/contract/quotes';
import { formatMoney } from '@/lib/money';
import { ApprovalSteps } from '@/components/approvals/approval-steps';
import { StatusBadge } from '@/components/ui/status-badge';

type Approval = NonNullable<TQuote['approval']>;

/** Where the quote's decisions stand with the approval rules: held, waiting for approvers, declined or approved. */
export function QuoteApproval({ quote }: { quote: TQuote }) {
  const approval = quote.approval;
  if (!approval || (approval.status === 'approved' && approval.steps.length === 0)) return null;
  return (
    <section aria-labelledby="quote-approval" className="rounded-lg border border-line bg-raised p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quote-approval" className="text-lg font-semibold">
          Approval
        </h2>
        <div className="flex items-center gap-2">
          {approval.over_budget ? <StatusBadge status="rejected" label="Over budget" /> : null}
          <StatusBadge status={approval.status} />
        </div>
      </div>
      <p className="mt-2 text-sm">{summary(quote, approval)}</p>
      {approval.steps.length > 0 ? (
        <div className="mt-3">
          <ApprovalSteps request={approval} />
        </div>
      ) : null}
      {approval.status === 'pending' ? (
        <Link href={`/approvals/${approval.id}`} className="mt-3 inline-block text-sm text-accent underline">
          Open the approval request
        </Link>
      ) : null}
    </section>
  );
}

function summary(quote: TQuote, approval: Approval): string {
  switch (approval.status) {
    case 'collecting': {
      const left = quote.items.length - approval.decisions.length - decidedOutside(quote, approval);
      return `Your decisions are held under the company's approval rules: they take effect together once every item is decided (${left} still to decide), and go to an approver if a rule covers them.`;
    }
    case 'pending':
      return `Decided${approval.total === null ? '' : ` for ${formatMoney(approval.total, approval.currency)}`} and waiting for approval (${approval.reasons.join('; ')}). Nothing is ordered until the last step is approved.`;
    case 'declined':
      return 'The approver declined these decisions; the items are open again: decide them anew.';
    case 'approved':
      return 'Approved; the accepted options were ordered.';
    case 'cancelled':
      return 'The request was cancelled.';
  }
}

/** Items decided on the quote itself (by a key that decides at once) while the request collected. */
const decidedOutside = (quote: TQuote, approval: Approval) =>
  quote.items.filter(
    (item) => !approval.decisions.some((held) => held.item_id === item.id) && item.selected_option !== null,
  ).length;
