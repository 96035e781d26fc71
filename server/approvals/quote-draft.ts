import type { TRequestedDecision } from '@/lib/contract/approvals';
import type { TRecipientInput } from '@/lib/contract/quotes';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import type { RequestActor } from '../db/schema';
import { isDecided, type AlternativeRow, type ItemRow, type QuoteParts, type QuoteRow } from '../quotes/service';
import { conversionOf, impactOf, planApproval, totalOf, type Draft, type DraftLine, type Figures } from './coverage';

// What a quote would order with a set of requested decisions, as the approval rules read it (a draft), and the
// figures of that draft: its total and what it does to the budgets.

export type { Figures };

/** An item's option as a draft line, for the people given. */
function lineOf(item: ItemRow, alternative: AlternativeRow | undefined, people: DraftLine['recipients']): DraftLine {
  return {
    mode: item.mode,
    productId: item.productId,
    kitId: item.kitId,
    inexactAlternative: alternative ? !alternative.isExactMatch : false,
    unitPrice: alternative ? alternative.price : item.price!,
    recipients: people.length > 0 ? people : [{ email: null, units: item.quantity }],
  };
}

/** Who gets how many units: recipients without a quantity share what the others leave of the item's quantity. */
function unitsOf(item: ItemRow, people: { email: string | null; quantity: number | null }[]) {
  const named = people.reduce((sum, person) => sum + (person.quantity ?? 0), 0);
  const unnamed = people.filter((person) => person.quantity === null).length;
  const share = unnamed > 0 ? Math.max(item.quantity - named, 0) / unnamed : 0;
  return people.map((person) => ({ email: person.email, units: person.quantity ?? share }));
}

const ownRecipients = (parts: QuoteParts, item: ItemRow) =>
  unitsOf(
    item,
    parts.recipients
      .filter((recipient) => recipient.itemId === item.id)
      .map((recipient) => ({ email: recipient.email, quantity: recipient.quantity })),
  );

const alternativeOf = (parts: QuoteParts, id: string | null) =>
  id ? parts.alternatives.find((alternative) => alternative.id === id) : undefined;

/** What the quote would order with the held decisions: its accepted items and the held accepts. */
export function draftOf(quote: QuoteRow, parts: QuoteParts, decisions: TRequestedDecision[]): Draft {
  const held = new Set(decisions.map((decision) => decision.item_id));
  const accepted = parts.items
    .filter((item) => item.selectedType && !held.has(item.id))
    .map((item) =>
      lineOf(
        item,
        alternativeOf(parts, item.selectedType === 'alternative' ? item.selectedId : null),
        ownRecipients(parts, item),
      ),
    );
  const requested = decisions
    .filter((decision) => decision.action === 'accept')
    .map((decision) => {
      const item = parts.items.find((candidate) => candidate.id === decision.item_id)!;
      const replacement = decision.recipients as TRecipientInput[] | null;
      const people = replacement
        ? unitsOf(
            item,
            replacement.map((recipient) => ({ email: recipient.email ?? null, quantity: recipient.quantity ?? null })),
          )
        : ownRecipients(parts, item);
      return lineOf(item, alternativeOf(parts, decision.alternative_id), people);
    });
  return { currency: quote.currency, lines: [...accepted, ...requested] };
}

const NOBODY: RequestActor = { type: 'api_key', email: null, name: null, role: null, api_key_id: null };

/**
 * Whether any set of decisions on the quote could need approval: an upper bound that counts every open option of
 * every undecided item as accepted, beside what is accepted already. A quote no rule could cover is decided at once,
 * exactly as without rules; one that a rule might cover holds its decisions until the set is complete.
 */
export async function mayNeedApproval(tx: Db, tenant: CompanyScope, quote: QuoteRow, parts: QuoteParts) {
  const lines = parts.items.flatMap((item) => {
    const people = ownRecipients(parts, item);
    if (item.selectedType)
      return [lineOf(item, alternativeOf(parts, item.selectedType === 'alternative' ? item.selectedId : null), people)];
    if (isDecided(item, parts.alternatives)) return [];
    const open = parts.alternatives.filter(
      (alternative) => alternative.itemId === item.id && alternative.status === 'pending',
    );
    return [
      ...(item.status === 'Quoted' ? [lineOf(item, undefined, people)] : []),
      ...open.map((alternative) => lineOf(item, alternative, people)),
    ];
  });
  return (await planApproval(tx, tenant, { currency: quote.currency, lines }, NOBODY, false)) !== null;
}

/** The draft's total and budget impact, and whether it takes a budget below zero. */
export async function figuresOf(tx: Db, tenant: CompanyScope, draft: Draft): Promise<Figures> {
  const budgetImpact = await impactOf(tx, tenant, draft);
  return {
    total: totalOf(draft),
    conversion: await conversionOf(tx, tenant, draft),
    overBudget: budgetImpact.some((line) => line.after < 0),
    budgetImpact,
  };
}
