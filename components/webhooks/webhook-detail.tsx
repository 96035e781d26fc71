'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import type { TWebhookDelivery, TWebhookEndpoint } from '@/lib/contract/webhooks';
import { formatDateTime } from '@/lib/dates';
import { bffCall } from '@/lib/queries/bff-call';
import { webhookQueries } from '@/lib/queries/resources';
import { DeliveryTable } from './delivery-table';
import { SecretPanel } from './secret-panel';
import { WebhookSettingsForm } from './webhook-settings-form';

type TestResult = {
  delivered: boolean;
  response_status: number | null;
  latency_ms: number;
  error: string | null;
  delivery_id: string;
};
type Confirming = 'rotate' | 'delete' | null;

/** One endpoint: test it, pause or resume it, rotate its secret, edit it, delete it, and redeliver past events. */
export function WebhookDetail({ id, canWrite }: { id: string; canWrite: boolean }) {
  const router = useRouter();
  const query = useQuery(webhookQueries.detail(id));
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [testResult, setTestResult] = useState<TestResult | null>(null);
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const params = { id };
  const invalidates = [webhookQueries.root];

  const test = useBffMutation({
    call: () => bffCall<{ data: TestResult }>('POST /api/webhooks/[id]/test', { params }).then((body) => body.data),
    invalidates,
    onSuccess: setTestResult,
  });
  const update = useBffMutation({
    call: (body: { is_active?: boolean; rotate_secret?: boolean }) =>
      bffCall<{ data: TWebhookEndpoint & { secret?: string } }>('PATCH /api/webhooks/[id]', { params, body }).then(
        (response) => response.data,
      ),
    invalidates,
    success: (endpoint, body) =>
      body.rotate_secret && endpoint.secret
        ? 'New secret issued; the old one keeps signing for 24 hours.'
        : endpoint.is_active
          ? 'Endpoint enabled; deliveries resume.'
          : 'Endpoint disabled; deliveries are paused.',
    onSuccess: (endpoint, body) => {
      if (body.rotate_secret && endpoint.secret) setNewSecret(endpoint.secret);
      setConfirming(null);
    },
    onError: () => setConfirming(null),
  });
  const remove = useBffMutation({
    call: () => bffCall<void>('DELETE /api/webhooks/[id]', { params }),
    invalidates: [[...webhookQueries.root, 'list']],
    success: 'Endpoint deleted.',
    onSuccess: () => router.push('/webhooks'),
    onError: () => setConfirming(null),
  });
  const redeliver = useBffMutation({
    call: (delivery: TWebhookDelivery) =>
      bffCall<{ data: TWebhookDelivery }>('POST /api/webhooks/[id]/deliveries/[deliveryId]/retry', {
        params: { id, deliveryId: delivery.id },
      }).then((body) => body.data),
    invalidates,
    success: (delivery) => `${delivery.event_type} queued for delivery again.`,
  });

  if (query.isPending) return <TableSkeleton columns={4} />;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  const endpoint = query.data;

  return (
    <div className="space-y-8">
      <section aria-labelledby="endpoint-summary" className="rounded-lg border border-line bg-raised p-5">
        <h2 id="endpoint-summary" className="sr-only">
          Endpoint
        </h2>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="font-mono text-sm break-all" data-testid="endpoint-url">
              {endpoint.url}
            </p>
            {endpoint.description ? <p className="mt-1 text-sm text-muted">{endpoint.description}</p> : null}
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
              <StatusBadge status={endpoint.is_active ? 'active' : 'disabled'} />
              <span>{endpoint.livemode ? 'Live' : 'Sandbox'}</span>
              <span aria-hidden="true">·</span>
              <span>Added {formatDateTime(endpoint.created_at)}</span>
            </p>
            {endpoint.disabled_reason ? (
              <p className="mt-2 text-sm text-danger">Disabled by Loadout: {endpoint.disabled_reason}</p>
            ) : null}
          </div>
          {canWrite ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => test.mutate()} disabled={test.isPending}>
                {test.isPending ? 'Sending…' : 'Send test event'}
              </Button>
              <Button
                variant="secondary"
                onClick={() => update.mutate({ is_active: !endpoint.is_active })}
                disabled={update.isPending}
              >
                {endpoint.is_active ? 'Disable endpoint' : 'Enable endpoint'}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming('rotate')}>
                Rotate secret
              </Button>
              <Button variant="danger" onClick={() => setConfirming('delete')}>
                Delete endpoint
              </Button>
            </div>
          ) : null}
        </div>
        <div role="status" className="empty:hidden">
          {testResult ? <TestOutcome result={testResult} /> : null}
        </div>
      </section>

      {newSecret ? <SecretPanel title="Save your new signing secret" secret={newSecret} /> : null}

      {canWrite ? (
        <section aria-labelledby="endpoint-settings">
          <h2 id="endpoint-settings" className="mb-3 text-lg font-semibold">
            Settings
          </h2>
          <WebhookSettingsForm key={endpoint.updated_at} endpoint={endpoint} />
        </section>
      ) : null}

      <section aria-labelledby="endpoint-deliveries">
        <h2 id="endpoint-deliveries" className="mb-3 text-lg font-semibold">
          Recent deliveries
        </h2>
        <DeliveryTable
          deliveries={endpoint.recent_deliveries}
          redeliveringId={redeliver.isPending ? (redeliver.variables?.id ?? null) : null}
          onRedeliver={canWrite ? (delivery) => redeliver.mutate(delivery) : undefined}
        />
      </section>

      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'delete' ? 'Delete this endpoint?' : 'Rotate the signing secret?'}
        confirmLabel={confirming === 'delete' ? 'Delete endpoint' : 'Rotate secret'}
        confirmVariant={confirming === 'delete' ? 'danger' : 'primary'}
        isPending={confirming === 'delete' ? remove.isPending : update.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => (confirming === 'delete' ? remove.mutate() : update.mutate({ rotate_secret: true }))}
      >
        {confirming === 'delete' ? (
          <p>
            Loadout stops sending events to <span className="font-mono break-all">{endpoint.url}</span> and deletes its
            delivery history. This cannot be undone.
          </p>
        ) : (
          <p>
            You get a new secret, shown once. The current one keeps signing alongside it for 24 hours, so update your
            receiver within that time.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

function TestOutcome({ result }: { result: TestResult }) {
  const response = result.response_status !== null ? `HTTP ${result.response_status}` : 'no response';
  return (
    <div
      data-testid="test-result"
      className={`mt-4 rounded-md border p-3 text-sm ${result.delivered ? 'border-success-line bg-success-soft text-success' : 'border-danger-line bg-danger-soft text-danger'}`}
    >
      <p className="font-semibold">{result.delivered ? 'Test event delivered' : 'Test event not delivered'}</p>
      <p>
        {response} in {result.latency_ms} ms
        {result.error ? ` — ${result.error}` : ''}
      </p>
    </div>
  );
}
