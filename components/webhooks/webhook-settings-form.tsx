'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import type { TWebhookEndpoint } from '@/lib/contract/webhooks';
import { applyApiErrors } from '@/lib/forms/api-errors';
import { bffFetch } from '@/lib/queries/bff-fetch';
import { webhookQueries } from '@/lib/queries/resources';
import { EventCheckboxes } from './event-checkboxes';
import { toDescription, ZWebhookSettingsForm } from './webhook-form-schema';

type FormInput = z.input<typeof ZWebhookSettingsForm>;
type FormOutput = z.output<typeof ZWebhookSettingsForm>;

/** The URL, events and description of an endpoint. */
export function WebhookSettingsForm({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZWebhookSettingsForm),
    defaultValues: { url: endpoint.url, events: endpoint.events, description: endpoint.description ?? '' },
  });
  const save = useMutation({
    mutationFn: (values: FormOutput) =>
      bffFetch<{ data: TWebhookEndpoint }>(`/api/webhooks/${endpoint.id}`, {
        method: 'PATCH',
        body: { url: values.url, events: values.events, description: toDescription(values.description) },
      }),
    onSuccess: ({ data }) => {
      setFormError(null);
      form.reset({ url: data.url, events: data.events, description: data.description ?? '' });
      toast.success('Endpoint saved.');
      void queryClient.invalidateQueries({ queryKey: webhookQueries.root });
    },
    onError: (error) => setFormError(applyApiErrors(error, form.setError, ['url', 'events', 'description'])),
  });
  const { errors, isDirty } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-5 rounded-lg border border-line bg-raised p-6">
      {formError ? (
        <p role="alert" className="rounded-md border border-danger-line bg-danger-soft p-3 text-sm text-danger">
          {formError}
        </p>
      ) : null}
      <TextField label="Endpoint URL" type="url" inputMode="url" autoComplete="off" error={errors.url?.message} {...form.register('url')} />
      <EventCheckboxes registration={form.register('events')} error={errors.events?.message ?? errors.events?.root?.message} extra={endpoint.events} />
      <TextAreaField label="Description (optional)" error={errors.description?.message} {...form.register('description')} />
      <Button type="submit" disabled={save.isPending || !isDirty}>
        {save.isPending ? 'Saving…' : 'Save changes'}
      </Button>
    </form>
  );
}
