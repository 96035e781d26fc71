import { describe, expect, it } from 'vitest';
import type { TItemOutcome } from '@/lib/contract/quotes';
import { describeItemOutcome } from '@/lib/quotes/item-outcome-label';

const outcome = (state: TItemOutcome['state'], open_alternatives = 0, is_decided = false): TItemOutcome => ({
  state,
  is_decided,
  open_alternatives,
});

describe('describeItemOutcome', () => {
  it('words each state as both the company and the operator see it', () => {
    expect(describeItemOutcome(outcome('pending_review'))).toBe('Pending Review');
    expect(describeItemOutcome(outcome('quoted', 2))).toBe('Quoted');
    expect(describeItemOutcome(outcome('original_rejected', 1))).toBe('Original rejected · 1 alternative');
    expect(describeItemOutcome(outcome('original_rejected', 2))).toBe('Original rejected · 2 alternatives');
    expect(describeItemOutcome(outcome('accepted', 0, true))).toBe('Accepted');
    expect(describeItemOutcome(outcome('accepted_alternative', 0, true))).toBe('Accepted (alternative)');
    expect(describeItemOutcome(outcome('rejected', 0, true))).toBe('Rejected');
  });
});
