'use client';

import { addDraftItem, type DraftItemInput } from '@/components/quote-builder/quote-draft';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';

/** Puts a product, a configuration or a kit into the quote draft. `text` is visible; `name` completes it for screen readers
 * (starting with the space or comma that joins them). */
export function AddToQuoteButton({ item, text, name }: { item: DraftItemInput; text: string; name: string }) {
  const toast = useToast();
  return (
    <Button
      variant="secondary"
      className="whitespace-nowrap"
      onClick={() => {
        addDraftItem(item);
        toast.success(`Added ${item.label}${item.details ? ` (${item.details})` : ''} to the quote draft.`);
      }}
    >
      {text}
      <span className="sr-only">{name}</span>
    </Button>
  );
}
