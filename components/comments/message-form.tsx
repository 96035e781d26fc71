'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZAddCommentRequest } from '@/lib/contract/common';
import { applyApiErrors } from '@/lib/forms/api-errors';
import type { BffRoute } from '@/lib/bff/access';
import { bffCall } from '@/lib/queries/bff-call';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';

const ZMessage = ZAddCommentRequest.pick({ message: true });
type TMessage = z.infer<typeof ZMessage>;

/** Where a message goes: e.g. `{ route: 'POST /api/quotes/[id]/comments', id }`. */
export type MessageTarget = { route: Extract<BffRoute, `POST ${string}/[id]/comments`>; id: string };

type Props = {
  /** The BFF route that adds the comment to the quote or device action `id`. */
  to: MessageTarget;
  invalidates: readonly (readonly unknown[])[];
  /** The toast once it is sent. */
  success: string;
  label: string;
  hint?: string;
  submitLabel: string;
  /** The textarea's id, for links that focus it ("Answer below"). */
  fieldId?: string;
};

/** Writes a message on a quote's or device action's thread; the BFF signs it with the user's name. */
export function MessageForm({ to, invalidates, success, label, hint, submitLabel, fieldId }: Props) {
  const form = useForm<TMessage>({ resolver: zodResolver(ZMessage), defaultValues: { message: '' } });
  const send = useBffMutation({
    call: (body: TMessage) => bffCall(to.route, { params: { id: to.id }, body }),
    invalidates,
    success,
  });
  const submit = (values: TMessage) =>
    send.mutate(values, {
      onSuccess: () => form.reset({ message: '' }),
      // The toast says what failed; a message the API refused also shows at the field.
      onError: (error) => void applyApiErrors(error, form.setError, ['message']),
    });
  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-2">
      <TextAreaField
        {...(fieldId ? { id: fieldId } : {})}
        label={label}
        rows={3}
        hint={hint}
        error={form.formState.errors.message?.message}
        {...form.register('message')}
      />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : submitLabel}
      </Button>
    </form>
  );
}
