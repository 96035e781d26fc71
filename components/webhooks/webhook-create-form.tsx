'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button, buttonClass } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormError } from '@/components/ui/form';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { MAX_WEBHOOK_ENDPOINTS, type TWebhookEndpoint } from '@/lib/contract/webhooks';
import { bffCall } from '@/lib/queries/bff-call';
import { webhookQueries } from '@/lib/queries/resources';
import { EventCheckboxes } from './event-checkboxes';
import { SecretPanel } from './secret-panel';
import { toDescription, ZCreateWebhookForm } from './webhook-form-schema';

type FormInput = z.input<typeof ZCreateWebhookForm>;
type FormOutput = z.output<typeof ZCreateWebhookForm>;
type Created = TWebhookEndpoint & { secret: string };

/** Registers an endpoint, then shows its signing secret once. */
export function WebhookCreateForm() {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZCreateWebhookForm),
    defaultValues: { url: '', events: [], description: '' },
  });
  const create = useBffMutation({
    call: (values: FormOutput) =>
      bffCall<{ data: Created }>('POST /api/webhooks', {
        body: { ...values, description: toDescription(values.description) ?? undefined },
      }),
    invalidates: [webhookQueries.root],
    success: 'Endpoint added.',
    form: { setError: form.setError, fields: ['url', 'events', 'description'] },
  });

  const created = create.data?.data;
  if (created) {
    return (
      <div className="max-w-3xl space-y-6">
        <SecretPanel title="Save your signing secret" secret={created.secret}>
          <p className="mt-3 text-sm text-warning">
            Verify each delivery’s <code>webhook-signature</code> header with this secret (Standard Webhooks).
          </p>
        </SecretPanel>
        <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-line bg-raised p-5 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-muted">URL</dt>
          <dd className="font-mono break-all">{created.url}</dd>
          <dt className="font-medium text-muted">Events</dt>
          <dd className="font-mono">{created.events.join(', ')}</dd>
          <dt className="font-medium text-muted">Description</dt>
          <dd>{created.description ?? '—'}</dd>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Link href={`/webhooks/${created.id}`} className={buttonClass('primary')}>
            Go to the endpoint
          </Link>
          <Link href="/webhooks" className={buttonClass('secondary')}>
            Back to webhooks
          </Link>
        </div>
      </div>
    );
  }

  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
      className="max-w-3xl space-y-5 rounded-lg border border-line bg-raised p-6"
    >
      <FormError message={create.formError} />
      <TextField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/loadout-webhooks"
        hint="Loadout POSTs signed JSON events here. It must use https:// and be reachable from the internet."
        error={errors.url?.message}
        {...form.register('url')}
      />
      <EventCheckboxes
        registration={form.register('events')}
        error={errors.events?.message ?? errors.events?.root?.message}
      />
      <TextAreaField
        label="Description (optional)"
        hint="What receives these events, for whoever looks here next."
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add endpoint'}
        </Button>
        <Link href="/webhooks" className={buttonClass('ghost')}>
          Cancel
        </Link>
        <p className="text-xs text-muted">Up to {MAX_WEBHOOK_ENDPOINTS} endpoints per company.</p>
      </div>
    </form>
  );
}
