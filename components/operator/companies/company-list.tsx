'use client';

import Link from 'next/link';
import type { TCompany } from '@/lib/contract/access';
import { formatDate } from '@/lib/dates';
import { operatorCompanyQueries } from '@/lib/queries/operator';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';

const COLUMNS: Column<TCompany>[] = [
  {
    header: 'Company',
    cell: (company) => (
      <Link href={`/operator/companies/${company.id}`} className="font-medium text-accent underline">
        {company.name}
      </Link>
    ),
  },
  {
    header: 'API access',
    cell: (company) => <StatusBadge status={company.api_access_enabled ? 'enabled' : 'disabled'} />,
  },
  { header: 'Created', cell: (company) => formatDate(company.created_at) },
  { header: 'Id', cell: (company) => <span className="font-mono text-xs text-muted">{company.id}</span> },
];

export function CompanyList() {
  return (
    <ResourceTable
      query={operatorCompanyQueries.list()}
      columns={COLUMNS}
      rowKey={(company) => company.id}
      caption="Companies"
      empty="No companies yet; create the first one above."
    />
  );
}
