'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import type { TCreateQuoteRequest, TQuote } from '@/lib/contract/quotes';
import { applyApiErrors } from '@/lib/forms/api-errors';
import { contractResolver } from '@/lib/forms/contract-resolver';
import { bffCall } from '@/lib/queries/bff-call';
import { quoteQueries } from '@/lib/queries/resources';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/field';
import { TableSkeleton } from '@/components/ui/resource-table';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { useToast } from '@/components/ui/toast';
import { errorAt, firstErrorAt } from './field-errors';
import {
  clearDraft,
  readDraftForm,
  removeDraftItem,
  saveDraftForm,
  useIsClient,
  useQuoteDraft,
  type TDraftItem,
} from './quote-draft';
import { EstimatedTotal } from './estimated-total';
import {
  freeformItem,
  initialValues,
  OPTIONAL_TEXT,
  QUOTE_FORM_FIELDS,
  toQuoteRequestValues,
  ZQuoteBuilderForm,
  type TQuoteBuilderValues,
} from './quote-form';
import { QuoteItemFields } from './quote-item-fields';
import { RecipientMode } from './recipient-mode';

type Requester = { email: string; name: string };

/** The quote builder: starts from this browser's quote draft, which exists only on the client. */
export function QuoteBuilder({ requester }: { requester: Requester }) {
  const isClient = useIsClient();
  const draft = useQuoteDraft();
  if (!isClient) return <TableSkeleton columns={3} />;
  return <QuoteBuilderForm requester={requester} draft={draft} />;
}

function QuoteBuilderForm({ requester, draft }: { requester: Requester; draft: readonly TDraftItem[] }) {
  const router = useRouter();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [isDiscarding, setIsDiscarding] = useState(false);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const isSentRef = useRef(false);
  const [defaultValues] = useState(() => initialValues(requester, draft, readDraftForm()));
  const form = useForm<TQuoteBuilderValues, unknown, TCreateQuoteRequest>({
    resolver: contractResolver(ZQuoteBuilderForm, toQuoteRequestValues),
    defaultValues,
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const create = useBffMutation({
    call: (body: TCreateQuoteRequest) => bffCall<{ data: TQuote }>('POST /api/quotes', { body }),
    invalidates: [quoteQueries.root],
    success: ({ data: quote }) => `Quote ${quote.number} sent to Loadout for pricing.`,
    onSuccess: ({ data: quote }) => {
      isSentRef.current = true;
      clearDraft();
      router.push(`/quotes/${quote.id}`);
    },
    // The form shows the failure, at the fields and above them.
    toastsError: false,
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  useEffect(() => {
    const subscription = form.watch((values) => {
      if (!isSentRef.current) saveDraftForm(values);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  async function submit(body: TCreateQuoteRequest) {
    setFailure(null);
    try {
      await create.mutateAsync(body);
    } catch (error) {
      const message = applyApiErrors(error, form.setError, QUOTE_FORM_FIELDS);
      setFailure(message ?? 'The API refused some fields; see the messages next to them.');
    }
  }

  function removeItem(index: number) {
    const draftKey = form.getValues(`items.${index}.draft_key`);
    items.remove(index);
    if (draftKey) removeDraftItem(draftKey);
  }

  function discard() {
    clearDraft();
    form.reset(initialValues(requester, [], null));
    setFailure(null);
    setIsDiscarding(false);
    toast.success('The quote draft was discarded.');
  }

  const itemsError = errorAt(errors, 'items');
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-8">
        {failure ? (
          <p
            ref={failureRef}
            tabIndex={-1}
            role="alert"
            className="rounded-md border border-danger-line bg-danger-soft p-3 text-sm text-danger"
          >
            {failure}
          </p>
        ) : null}
        <section
          aria-labelledby="quote-requester-heading"
          className="rounded-lg border border-line bg-raised p-4 shadow-sm"
        >
          <h2 id="quote-requester-heading" className="text-lg font-semibold">
            Requester
          </h2>
          <div className="mt-3 grid gap-4 md:grid-cols-2">
            <TextField
              label="Requester e-mail"
              type="email"
              autoComplete="email"
              error={errorAt(errors, 'requester_email')}
              {...form.register('requester_email')}
            />
            <TextField
              label="Requester name"
              autoComplete="name"
              error={errorAt(errors, 'requester_name')}
              {...form.register('requester_name', OPTIONAL_TEXT)}
            />
            <TextField
              label="PO number"
              hint="Optional"
              error={errorAt(errors, 'po_number')}
              {...form.register('po_number', OPTIONAL_TEXT)}
            />
            <TextField
              label="Notification e-mails"
              hint="Optional; comma-separated. They get a copy of every update about this quote."
              error={firstErrorAt(errors, 'notification_emails')}
              {...form.register('notification_emails')}
            />
          </div>
        </section>
        <RecipientMode />
        <section aria-labelledby="quote-items-heading" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="quote-items-heading" className="text-lg font-semibold">
              Items ({items.fields.length})
            </h2>
            <div className="flex gap-2">
              <Link href="/catalog" className={buttonClass('secondary')}>
                Add from the catalog
              </Link>
              <Button variant="secondary" onClick={() => items.append(freeformItem())}>
                Add freeform item
              </Button>
            </div>
          </div>
          {itemsError ? (
            <p role="alert" className="text-sm text-danger">
              {itemsError}
            </p>
          ) : null}
          {items.fields.length === 0 ? (
            <div className="rounded-lg border border-dashed border-line-strong bg-raised p-8 text-center text-muted">
              No items yet: add products or kits from the catalog, or describe what you need as a freeform item.
            </div>
          ) : null}
          {items.fields.map((field, index) => (
            <QuoteItemFields key={field.id} index={index} onRemove={() => removeItem(index)} />
          ))}
        </section>
        <EstimatedTotal />
        <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Submitting…' : 'Submit quote request'}
          </Button>
          <Button variant="ghost" onClick={() => setIsDiscarding(true)}>
            Discard draft
          </Button>
          <p className="text-sm text-muted">
            Loadout prices every item; you accept or reject each one on the quote afterwards.
          </p>
        </div>
        <ConfirmDialog
          open={isDiscarding}
          title="Discard this quote draft?"
          confirmLabel="Discard draft"
          confirmVariant="danger"
          onConfirm={discard}
          onCancel={() => setIsDiscarding(false)}
        >
          Every item, recipient and detail entered here is removed. Nothing has been sent to Loadout yet.
        </ConfirmDialog>
      </form>
    </FormProvider>
  );
}
