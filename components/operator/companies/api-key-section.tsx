'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { useToast } from '@/components/ui/toast';
import type { TApiKey } from '@/lib/contract/access';
import { formatDateTime } from '@/lib/format';
import { bffFetch } from '@/lib/queries/bff-fetch';
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
  const queryClient = useQueryClient();
  const toast = useToast();
  const query = useQuery(operatorApiKeyQueries.list(companyId));
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const revoke = useMutation({
    mutationFn: (key: TApiKey) => bffFetch<void>(`/api/operator/api-keys/${encodeURIComponent(key.id)}`, { method: 'DELETE' }),
    onSuccess: (_, key) => {
      setRevoking(null);
      if (created?.id === key.id) setCreated(null);
      toast.success(`${key.name} revoked; it stops working everywhere within 5 seconds.`);
      void queryClient.invalidateQueries({ queryKey: operatorApiKeyQueries.root });
    },
    onError: (error) => {
      setRevoking(null);
      toast.error(error.message);
    },
  });

  return (
    <section aria-labelledby="api-keys" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="api-keys" className="text-lg font-semibold">
            API keys
          </h2>
          <p className="text-sm text-muted">Live keys reach the company’s real data; test keys its sandbox. Secrets are shown only when a key is created.</p>
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
        <p className="rounded-lg border border-dashed border-line-strong bg-raised p-6 text-center text-muted">This company has no API keys yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line bg-raised shadow-sm">
          <table className="table-stack min-w-full divide-y divide-line text-sm">
            <caption className="sr-only">API keys of the company</caption>
            <thead className="bg-surface">
              <tr>
                {['Name', 'Mode', 'Scopes', 'Key', 'Rate limit', 'Last used', 'Expires', 'Status', 'Actions'].map((header) => (
                  <th key={header} scope="col" className="px-4 py-2 text-left font-medium text-muted">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-subtle">
              {query.data.map((key) => {
                const status = keyStatus(key);
                return (
                  <tr key={key.id} className="align-top">
                    <td data-label="Name" className="px-4 py-2 font-medium">{key.name}</td>
                    <td data-label="Mode" className="px-4 py-2">
                      {key.mode === 'live' ? 'Live' : 'Test'}
                      {key.autopilot ? <span className="block text-xs text-muted">autopilot</span> : null}
                    </td>
                    <td data-label="Scopes" className="px-4 py-2">
                      <ul className="font-mono text-xs">
                        {key.scopes.map((scope) => (
                          <li key={scope}>{scope}</li>
                        ))}
                      </ul>
                    </td>
                    <td data-label="Key" className="px-4 py-2 font-mono text-xs whitespace-nowrap">{key.display}</td>
                    <td data-label="Rate limit" className="px-4 py-2 whitespace-nowrap">{key.rate_limit_per_minute}/min</td>
                    <td data-label="Last used" className="px-4 py-2">{key.last_used_at ? formatDateTime(key.last_used_at) : 'Never'}</td>
                    <td data-label="Expires" className="px-4 py-2">{key.expires_at ? formatDateTime(key.expires_at) : 'Never'}</td>
                    <td data-label="Status" className="px-4 py-2">
                      <StatusBadge status={status} />
                      {key.revoked_at ? <span className="block text-xs text-muted">{formatDateTime(key.revoked_at)}</span> : null}
                    </td>
                    <td className="px-4 py-2">
                      {status === 'revoked' ? null : (
                        <Button variant="secondary" onClick={() => setRevoking(key)}>
                          Revoke<span className="sr-only"> {key.name}</span>
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
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
          Requests with <span className="font-mono">{revoking.display}</span> are refused everywhere within 5 seconds. This cannot be undone; the company
          needs a new key to carry on.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
