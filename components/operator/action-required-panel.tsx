'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ZActionRequiredRequest } from '@/lib/contract/quotes';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { formatDateTime } from '@/lib/dates';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { bffCall } from '@/lib/queries/bff-call';

type Props = {
  /** The quote or device action that needs the customer's input. */
  on: { kind: 'quotes' | 'device-actions'; id: string };
  current: { message: string; requested_at: string } | null;
  invalidates: readonly (readonly unknown[])[];
};

/** Raise "action required" with a message for the customer, or clear it. */
export function ActionRequiredPanel({ on, current, invalidates }: Props) {
  const params = { id: on.id };
  const raise = useBffMutation({
    call: (body: z.input<typeof ZActionRequiredRequest>) =>
      bffCall(`POST /api/operator/${on.kind}/[id]/action-required`, { params, body }),
    invalidates,
    success: 'Action required raised; the customer is told.',
  });
  const clear = useBffMutation({
    call: () => bffCall(`DELETE /api/operator/${on.kind}/[id]/action-required`, { params }),
    invalidates,
    success: 'Action required cleared.',
  });
  const form = useForm({ resolver: zodResolver(ZActionRequiredRequest), defaultValues: { message: '' } });
  const headingId = useId();
  if (current) {
    return (
      <section aria-labelledby={headingId} className="rounded-lg border border-warning-line bg-warning-soft p-4">
        <h2 id={headingId} className="font-semibold text-warning">
          Action required
        </h2>
        <p className="mt-1 text-sm text-warning">{current.message}</p>
        <p className="mt-1 text-xs text-warning">Asked {formatDateTime(current.requested_at)}.</p>
        <Button variant="secondary" className="mt-3" onClick={() => clear.mutate()} disabled={clear.isPending}>
          Clear action required
        </Button>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-raised p-4">
      <h2 id={headingId} className="font-semibold">
        Ask the customer for input
      </h2>
      <form
        className="mt-2 space-y-2"
        onSubmit={form.handleSubmit((values) => raise.mutate(values, { onSuccess: () => form.reset() }))}
        noValidate
      >
        <TextAreaField
          label="Message to the customer"
          error={form.formState.errors.message?.message}
          {...form.register('message')}
        />
        <Button type="submit" variant="secondary" disabled={raise.isPending}>
          Raise action required
        </Button>
      </form>
    </section>
  );
}
