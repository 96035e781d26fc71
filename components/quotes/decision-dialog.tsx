'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZUpdateQuoteItemRequest, type ZQuoteDecisionResponse } from '@/lib/contract/quotes';
import { formatMoney } from '@/lib/money';
import { applyApiErrors } from '@/lib/forms/api-errors';
import { BffError } from '@/lib/queries/bff-fetch';
import { quoteQueries } from '@/lib/queries/resources';
import { bffCall } from '@/lib/queries/bff-call';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CountrySelect } from '@/components/ui/country-select';
import { TextField } from '@/components/ui/field';
import { countOtherOpenOptions, toRecipientInputs, type QuoteOption, type TQuoteItem } from './quote-options';

export type Decision = { item: TQuoteItem; option: QuoteOption; action: 'accept' | 'reject' };

type DecisionInput = z.input<typeof ZUpdateQuoteItemRequest>;
type DecisionBody = z.output<typeof ZUpdateQuoteItemRequest>;
type DecisionResponse = z.infer<typeof ZQuoteDecisionResponse>;

const EMPTY_RECIPIENT = {
  name: '',
  email: undefined,
  country: '',
  address: '',
  phone_number: undefined,
  quantity: undefined,
};
const optional = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** Confirms accepting or rejecting one option of an item, then sends it. */
export function DecisionDialog(props: Props) {
  return props.decision.action === 'accept' ? <AcceptDialog {...props} /> : <RejectDialog {...props} />;
}

type Props = { quoteId: string; quoteNumber: string; currency: string; decision: Decision; onClose: () => void };

function optionLabel(option: QuoteOption) {
  return `${option.brand} ${option.model}`;
}

/** What a decision the approval rules hold means for the quote now. */
export function heldMessage(quote: { number: string; status: string }): string {
  return quote.status === 'Awaiting Approval'
    ? `Sent ${quote.number} for approval; it is ordered once the approvers approve.`
    : `Noted for ${quote.number}; the decisions go for approval once every item is decided.`;
}

/** The decision request with its aftermath: on a conflict (decided elsewhere meanwhile) the quote is read again. */
function useDecide({ quoteId, quoteNumber, decision }: Props) {
  const queryClient = useQueryClient();
  const label = optionLabel(decision.option);
  const mutation = useBffMutation({
    call: (body: DecisionBody) =>
      bffCall<DecisionResponse>('PATCH /api/quotes/[id]/items/[itemId]', {
        params: { id: quoteId, itemId: decision.item.id },
        body,
      }),
    invalidates: [quoteQueries.root],
    success: (response) =>
      response.data.status === 'requested'
        ? heldMessage(response.data.quote)
        : decision.action === 'accept'
          ? `Accepted ${label} on ${quoteNumber}; Loadout will order it.`
          : `Rejected ${label} on ${quoteNumber}.`,
  });
  const onConflict = (error: unknown) => {
    if (error instanceof BffError && error.status === 409)
      void queryClient.invalidateQueries({ queryKey: quoteQueries.root });
  };
  return { mutation, onConflict };
}

/** Rejecting needs no input: the dialog only says what happens to the item's other options. */
function RejectDialog(props: Props) {
  const { decision, onClose } = props;
  const { item, option } = decision;
  const { mutation, onConflict } = useDecide(props);
  const [failure, setFailure] = useState<string | null>(null);
  const openOthers = countOtherOpenOptions(item, option);

  function reject() {
    setFailure(null);
    const body: DecisionBody = {
      action: 'reject',
      ...(option.type === 'alternative' ? { alternative_id: option.id } : {}),
    };
    mutation.mutate(body, {
      onSuccess: onClose,
      onError: (error) => {
        onConflict(error);
        setFailure(error.message);
      },
    });
  }

  return (
    <ConfirmDialog
      open
      title={`Reject ${optionLabel(option)}?`}
      confirmLabel="Reject option"
      confirmVariant="danger"
      isPending={mutation.isPending}
      onConfirm={reject}
      onCancel={onClose}
    >
      <p>
        Only this option is rejected
        {openOthers > 0
          ? `; the item's ${openOthers === 1 ? 'other option stays' : `${openOthers} other options stay`} open.`
          : '; the item then has nothing selected.'}
      </p>
      <DecisionFailure message={failure} />
    </ConfirmDialog>
  );
}

function DecisionFailure({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="mt-3 rounded-md bg-danger-soft p-3 text-danger">
      {message}
    </p>
  ) : null;
}

/** Accepting sends the recipients to deliver to: the current ones, or replacements typed here. */
function AcceptDialog(props: Props) {
  const { currency, decision, onClose } = props;
  const { item, option } = decision;
  const { mutation: decide, onConflict } = useDecide(props);
  const [failure, setFailure] = useState<string | null>(null);
  const [keepRecipients, setKeepRecipients] = useState(true);
  const currentRecipients = toRecipientInputs(item.recipients);
  const form = useForm<DecisionInput, unknown, DecisionBody>({
    resolver: zodResolver(ZUpdateQuoteItemRequest),
    defaultValues: {
      action: 'accept',
      ...(option.type === 'alternative' ? { alternative_id: option.id } : {}),
      recipients: currentRecipients,
    },
  });
  const recipients = useFieldArray({ control: form.control, name: 'recipients' });

  function submit(body: DecisionBody) {
    setFailure(null);
    decide.mutate(body, {
      onSuccess: onClose,
      onError: (error) => {
        onConflict(error);
        setFailure(applyApiErrors(error, form.setError, ['recipients']));
      },
    });
  }

  function chooseKeep(keep: boolean) {
    setKeepRecipients(keep);
    form.clearErrors();
    if (keep) recipients.replace(currentRecipients);
  }

  const errors = form.formState.errors;
  const openOthers = countOtherOpenOptions(item, option);
  const listError = errors.recipients?.message ?? errors.recipients?.root?.message;
  return (
    <ConfirmDialog
      open
      title={`Accept ${optionLabel(option)}?`}
      confirmLabel="Accept option"
      isPending={decide.isPending}
      onConfirm={() => void form.handleSubmit(submit)()}
      onCancel={onClose}
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4">
        <p>
          {formatMoney(option.price, currency)} per unit, {item.quantity} {item.quantity === 1 ? 'unit' : 'units'}.
          {openOthers > 0
            ? ` The item's ${openOthers === 1 ? 'other open option is' : `${openOthers} other open options are`} rejected.`
            : null}{' '}
          Loadout then orders it for the recipients below.
        </p>
        <fieldset>
          <legend className="font-medium text-fg">Recipients</legend>
          <div className="mt-2 space-y-2">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="recipient-choice"
                checked={keepRecipients}
                onChange={() => chooseKeep(true)}
                className="h-4 w-4"
              />
              Keep the current recipients ({item.recipients.map((recipient) => recipient.name).join(', ') || 'none'})
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="recipient-choice"
                checked={!keepRecipients}
                onChange={() => chooseKeep(false)}
                className="h-4 w-4"
              />
              Give replacement recipients
            </label>
          </div>
        </fieldset>
        {!keepRecipients ? (
          <div className="max-h-[50vh] space-y-4 overflow-y-auto pr-1">
            {recipients.fields.map((field, index) => {
              const fieldErrors = errors.recipients?.[index];
              return (
                <fieldset key={field.id} className="space-y-3 rounded-md border border-line p-3">
                  <legend className="px-1 font-medium text-fg">Recipient {index + 1}</legend>
                  <TextField
                    label="Name"
                    autoComplete="off"
                    error={fieldErrors?.name?.message}
                    {...form.register(`recipients.${index}.name`)}
                  />
                  <TextField
                    label="E-mail (optional)"
                    type="email"
                    autoComplete="off"
                    error={fieldErrors?.email?.message}
                    {...form.register(`recipients.${index}.email`, { setValueAs: optional })}
                  />
                  <CountrySelect
                    error={fieldErrors?.country?.message}
                    {...form.register(`recipients.${index}.country`)}
                  />
                  <TextField
                    label="Address"
                    autoComplete="off"
                    error={fieldErrors?.address?.message}
                    {...form.register(`recipients.${index}.address`)}
                  />
                  <TextField
                    label="Phone (optional)"
                    type="tel"
                    autoComplete="off"
                    error={fieldErrors?.phone_number?.message}
                    {...form.register(`recipients.${index}.phone_number`, { setValueAs: optional })}
                  />
                  <TextField
                    label="Quantity (optional)"
                    type="number"
                    min={1}
                    error={fieldErrors?.quantity?.message}
                    {...form.register(`recipients.${index}.quantity`, { setValueAs: optionalNumber })}
                  />
                  {recipients.fields.length > 1 ? (
                    <Button variant="secondary" onClick={() => recipients.remove(index)}>
                      Remove recipient {index + 1}
                    </Button>
                  ) : null}
                </fieldset>
              );
            })}
            {listError ? <p className="text-sm text-danger">{listError}</p> : null}
            <Button variant="secondary" onClick={() => recipients.append(EMPTY_RECIPIENT)}>
              Add recipient
            </Button>
          </div>
        ) : null}
        <DecisionFailure message={failure} />
        {/* Lets Enter in a field submit; the dialog's own button is the visible one. */}
        <button type="submit" hidden />
      </form>
    </ConfirmDialog>
  );
}
