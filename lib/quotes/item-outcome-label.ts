import type { TItemOutcome, TItemOutcomeState } from '@/lib/contract/quotes';

// How every page words an item's outcome (the API's `outcome`), so that the company's and the operator's say the same.

const LABELS: Record<TItemOutcomeState, string> = {
  pending_review: 'Pending Review',
  quoted: 'Quoted',
  original_rejected: 'Original rejected',
  accepted: 'Accepted',
  accepted_alternative: 'Accepted (alternative)',
  rejected: 'Rejected',
};

/** `Quoted`, `Accepted (alternative)`, or `Original rejected · 2 alternatives` while alternatives are still open. */
export function describeItemOutcome(outcome: TItemOutcome): string {
  const label = LABELS[outcome.state];
  if (outcome.state !== 'original_rejected') return label;
  const count = outcome.open_alternatives;
  return `${label} · ${count} ${count === 1 ? 'alternative' : 'alternatives'}`;
}
