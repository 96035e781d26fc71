import { formatMoney } from '@/lib/money';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { describePriceDifference, type QuoteOption } from './quote-options';

type Props = {
  option: QuoteOption;
  /** "Original offer" or "Alternative 2": the card's heading; with the brand and model it names the card. */
  title: string;
  originalPrice: number | null;
  currency: string;
  /** The decision buttons, shown only when the user may decide and the option is still open. */
  onDecide?: (action: 'accept' | 'reject') => void;
};

/** One option of an item as a card: what it is, what it costs against the original offer, its status. */
export function OptionCard({ option, title, originalPrice, currency, onDecide }: Props) {
  const name = `${option.brand} ${option.model}`;
  const difference =
    option.type === 'alternative' ? describePriceDifference(option.price, originalPrice, currency) : null;
  const differenceTone =
    !difference || difference.difference === 0
      ? 'text-muted'
      : difference.difference > 0
        ? 'text-danger'
        : 'text-success';
  return (
    <article
      aria-label={`${title}: ${name}`}
      className={`flex flex-col rounded-lg border bg-raised p-4 shadow-sm ${option.isSelected ? 'border-success ring-2 ring-success' : 'border-line'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h4 className="text-sm font-semibold text-fg">{title}</h4>
        <StatusBadge status={option.status} />
      </div>
      <div className="mt-3 flex h-32 items-center justify-center overflow-hidden rounded-md bg-surface">
        {option.imageUrl ? (
          // Operator-supplied image of any host: a plain <img>, not next/image with its host allow-list.
          <img src={option.imageUrl} alt={name} className="h-full w-full object-contain" />
        ) : (
          <p className="text-xs text-muted">No image</p>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Brand</dt>
        <dd className="font-medium">{option.brand}</dd>
        <dt className="text-muted">Model</dt>
        <dd className="font-medium">{option.model}</dd>
        <dt className="text-muted">Unit price</dt>
        <dd className="font-medium">{formatMoney(option.price, currency)}</dd>
        {option.type === 'alternative' ? (
          <>
            <dt className="text-muted">Difference</dt>
            <dd className={`font-medium ${differenceTone}`} data-testid="price-difference">
              {difference
                ? difference.difference === 0
                  ? 'Same price'
                  : [difference.amount, difference.percent ? `(${difference.percent})` : null].filter(Boolean).join(' ')
                : '—'}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="mt-2 flex flex-wrap gap-2">
        {option.type === 'item' ? (
          <span className="rounded-full bg-subtle px-2 py-0.5 text-xs font-medium text-fg">As requested</span>
        ) : null}
        {option.isExactMatch ? (
          <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success">Exact match</span>
        ) : null}
        {option.isExactMatch === false ? (
          <span className="rounded-full bg-warning-soft px-2 py-0.5 text-xs font-medium text-warning">
            Not an exact match
          </span>
        ) : null}
        {option.isSelected ? (
          <span className="rounded-full bg-success px-2 py-0.5 text-xs font-medium text-raised">Selected</span>
        ) : null}
      </div>
      {option.description ? <p className="mt-3 text-sm whitespace-pre-line text-muted">{option.description}</p> : null}
      {onDecide ? (
        <div className="mt-auto flex gap-2 pt-4">
          <Button onClick={() => onDecide('accept')}>
            Accept<span className="sr-only"> {name}</span>
          </Button>
          <Button variant="secondary" onClick={() => onDecide('reject')}>
            Reject<span className="sr-only"> {name}</span>
          </Button>
        </div>
      ) : null}
    </article>
  );
}
