'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { Cell, Table } from '@/components/ui/table';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import type { TApiKey } from '@/lib/contract/access';
import { formatDateTime } from '@/lib/dates';
import { bffCall } from '@/lib/queries/bff-call';
import { operatorApiKeyQueries } from '@/lib/queries/operator';
import { ApiKeyForm, type TCreatedApiKey } from './api-key-form';
import { ApiKeyReveal } from './api-key-reveal';

function keyStatus(key: TApiKey): 'active' | 'revoked' | 'expired' {
  if (key.revoked_at) return 'revoked';
  if (key.expires_at && Date.parse(key.expires_at) <= Date.now()) return 'expired';
  return 'active';
}

/** The company's API keys: create one (its secret is shown once), see how each is used, revoke one. */
export function ApiKeySection({ companyId }: { companyId: string }) {
  const query = useQuery(operatorApiKeyQueries.list(companyId));
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const revoke = useBffMutation({
    call: (key: TApiKey) => bffCall<void>('DELETE /api/operator/api-keys/[id]', { params: { id: key.id } }),
    invalidates: [operatorApiKeyQueries.root],
    success: (_, key) => `${key.name} revoked; it stops working everywhere within 5 seconds.`,
    onSuccess: (_, key) => {
      setRevoking(null);
      if (created?.id === key.id) setCreated(null);
    },
    onError: () => setRevoking(null),
  });

  return (
    <section aria-labelledby="api-keys" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="api-keys" className="text-lg font-semibold">
            API keys
          </h2>
          <p className="text-sm text-muted">
            Live keys reach the company’s real data; test keys its sandbox. Secrets are shown only when a key is
            created.
          </p>
        </div>
        {isCreating ? null : <Button onClick={() => setIsCreating(true)}>Create API key</Button>}
      </div>
      {created ? <ApiKeyReveal apiKey={created} onDismiss={() => setCreated(null)} /> : null}
      {isCreating ? (
        <ApiKeyForm
          companyId={companyId}
          onCreated={(key) => {
            setCreated(key);
            setIsCreating(false);
          }}
          onCancel={() => setIsCreating(false)}
        />
      ) : null}
      {query.isPending ? (
        <TableSkeleton columns={6} rows={3} />
      ) : query.isError ? (
        <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong bg-raised p-6 text-center text-muted">
          This company has no API keys yet.
        </p>
      ) : (
        <Table
          caption="API keys of the company"
          headers={['Name', 'Mode', 'Scopes', 'Key', 'Rate limit', 'Last used', 'Expires', 'Status', 'Actions']}
        >
          {query.data.map((key) => {
            const status = keyStatus(key);
            return (
              <tr key={key.id} className="align-top">
                <Cell label="Name" className="font-medium">
                  {key.name}
                </Cell>
                <Cell label="Mode">
                  {key.mode === 'live' ? 'Live' : 'Test'}
                  {key.autopilot ? <span className="block text-xs text-muted">autopilot</span> : null}
                  {key.requires_approval ? (
                    <span className="block text-xs text-muted">decisions need approval</span>
                  ) : null}
                </Cell>
                <Cell label="Scopes">
                  <ul className="font-mono text-xs">
                    {key.scopes.map((scope) => (
                      <li key={scope}>{scope}</li>
                    ))}
                  </ul>
                </Cell>
                <Cell label="Key" className="font-mono text-xs whitespace-nowrap">
                  {key.display}
                </Cell>
                <Cell label="Rate limit" className="whitespace-nowrap">
                  {key.rate_limit_per_minute}/min
                </Cell>
                <Cell label="Last used">{key.last_used_at ? formatDateTime(key.last_used_at) : 'Never'}</Cell>
                <Cell label="Expires">{key.expires_at ? formatDateTime(key.expires_at) : 'Never'}</Cell>
                <Cell label="Status">
                  <StatusBadge status={status} />
                  {key.revoked_at ? (
                    <span className="block text-xs text-muted">{formatDateTime(key.revoked_at)}</span>
                  ) : null}
                </Cell>
                <Cell>
                  {status === 'revoked' ? null : (
                    <Button variant="secondary" onClick={() => setRevoking(key)}>
                      Revoke<span className="sr-only"> {key.name}</span>
                    </Button>
                  )}
                </Cell>
              </tr>
            );
          })}
        </Table>
      )}
      {revoking ? (
        <ConfirmDialog
          open
          title={`Revoke ${revoking.name}?`}
          confirmLabel="Revoke key"
          confirmVariant="danger"
          isPending={revoke.isPending}
          onConfirm={() => revoke.mutate(revoking)}
          onCancel={() => setRevoking(null)}
        >
          Requests with <span className="font-mono">{revoking.display}</span> are refused everywhere within 5 seconds.
          This cannot be undone; the company needs a new key to carry on.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
