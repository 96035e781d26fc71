'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageHeader } from '@/components/ui/page-header';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import type { TCompany } from '@/lib/contract/access';
import { formatDateTime } from '@/lib/dates';
import { bffCall } from '@/lib/queries/bff-call';
import { operatorCompanyQueries } from '@/lib/queries/operator';
import { ApiKeySection } from './api-key-section';
import { ScimTokenSection } from '@/components/employees/scim-token-section';
import { EmployeeImport } from './employee-import';
import { KitSection } from './kit-section';

/** One company: its API access switch, API keys, kits and the HRIS employee import. */
export function CompanyDetail({ id }: { id: string }) {
  const query = useQuery(operatorCompanyQueries.detail(id));
  if (query.isPending) return <TableSkeleton columns={4} />;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  const company = query.data;
  return (
    <>
      <PageHeader
        title={company.name}
        description={`Company ${company.id} · created ${formatDateTime(company.created_at)}`}
      />
      <div className="space-y-10">
        <ApiAccess company={company} />
        <ApiKeySection companyId={company.id} />
        <ScimTokenSection owner={{ kind: 'operator', companyId: company.id }} />
        <KitSection companyId={company.id} />
        <EmployeeImport companyId={company.id} />
      </div>
    </>
  );
}

/** Turning API access off refuses every key of the company (403) until it is turned on again. */
function ApiAccess({ company }: { company: TCompany }) {
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const update = useBffMutation({
    call: (enabled: boolean) =>
      bffCall<{ data: TCompany }>('PATCH /api/operator/companies/[id]', {
        params: { id: company.id },
        body: { api_access_enabled: enabled },
      }).then((body) => body.data),
    invalidates: [[...operatorCompanyQueries.root, 'list']],
    success: (updated) =>
      updated.api_access_enabled
        ? `API access enabled for ${updated.name}.`
        : `API access disabled for ${updated.name}.`,
    onSuccess: (updated) => {
      setIsConfirming(false);
      queryClient.setQueryData(operatorCompanyQueries.detail(company.id).queryKey, updated);
    },
    onError: () => setIsConfirming(false),
  });
  const isEnabled = company.api_access_enabled;
  return (
    <section aria-labelledby="api-access" className="rounded-lg border border-line bg-raised p-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="api-access" className="text-lg font-semibold">
            API access
          </h2>
          <p className="mt-1 flex items-center gap-2 text-sm text-muted">
            <StatusBadge status={isEnabled ? 'enabled' : 'disabled'} />
            <span data-testid="api-access-state">
              {isEnabled
                ? 'The company’s keys work on the public API.'
                : 'Every key of this company is refused (403) until access is enabled.'}
            </span>
          </p>
        </div>
        <Button variant={isEnabled ? 'danger' : 'primary'} onClick={() => setIsConfirming(true)}>
          {isEnabled ? 'Disable API access' : 'Enable API access'}
        </Button>
      </div>
      {/* Mounted only while open: the dialog's title id is fixed, and the page has other dialogs. */}
      {isConfirming ? (
        <ConfirmDialog
          open
          title={isEnabled ? `Disable API access for ${company.name}?` : `Enable API access for ${company.name}?`}
          confirmLabel={isEnabled ? 'Disable access' : 'Enable access'}
          confirmVariant={isEnabled ? 'danger' : 'primary'}
          isPending={update.isPending}
          onConfirm={() => update.mutate(!isEnabled)}
          onCancel={() => setIsConfirming(false)}
        >
          {isEnabled
            ? 'Every API key of this company, live and test, is refused at once, including a dashboard that uses one. Nothing is deleted; you can enable access again.'
            : 'The company’s keys that are neither revoked nor expired work again at once.'}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
