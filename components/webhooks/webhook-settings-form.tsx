'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { FormError } from '@/components/ui/form';
import type { TWebhookEndpoint } from '@/lib/contract/webhooks';
import { bffCall } from '@/lib/queries/bff-call';
import { webhookQueries } from '@/lib/queries/resources';
import { EventCheckboxes } from './event-checkboxes';
import { toDescription, ZWebhookSettingsForm } from './webhook-form-schema';

type FormInput = z.input<typeof ZWebhookSettingsForm>;
type FormOutput = z.output<typeof ZWebhookSettingsForm>;

/** The URL, events and description of an endpoint. */
export function WebhookSettingsForm({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZWebhookSettingsForm),
    defaultValues: { url: endpoint.url, events: endpoint.events, description: endpoint.description ?? '' },
  });
  const save = useBffMutation({
    call: (values: FormOutput) =>
      bffCall<{ data: TWebhookEndpoint }>('PATCH /api/webhooks/[id]', {
        params: { id: endpoint.id },
        body: { url: values.url, events: values.events, description: toDescription(values.description) },
      }),
    invalidates: [webhookQueries.root],
    success: 'Endpoint saved.',
    form: { setError: form.setError, fields: ['url', 'events', 'description'] },
    onSuccess: ({ data }) => form.reset({ url: data.url, events: data.events, description: data.description ?? '' }),
  });
  const { errors, isDirty } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="space-y-5 rounded-lg border border-line bg-raised p-6"
    >
      <FormError message={save.formError} />
      <TextField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        error={errors.url?.message}
        {...form.register('url')}
      />
      <EventCheckboxes
        registration={form.register('events')}
        error={errors.events?.message ?? errors.events?.root?.message}
        extra={endpoint.events}
      />
      <TextAreaField
        label="Description (optional)"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <Button type="submit" disabled={save.isPending || !isDirty}>
        {save.isPending ? 'Saving…' : 'Save changes'}
      </Button>
    </form>
  );
}
