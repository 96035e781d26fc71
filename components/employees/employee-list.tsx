'use client';

import type { TEmployee } from '@/lib/contract/employees';
import { employeeQueries } from '@/lib/queries/resources';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';

const COLUMNS: Column<TEmployee>[] = [
  { header: 'Name', cell: (employee) => employee.name },
  { header: 'E-mail', cell: (employee) => employee.email },
  { header: 'Department', cell: (employee) => employee.department ?? '—' },
  { header: 'Country', cell: (employee) => employee.country ?? '—' },
  { header: 'Status', cell: (employee) => <StatusBadge status={employee.status} /> },
];

export function EmployeeList() {
  return <ResourceTable query={employeeQueries.list()} columns={COLUMNS} rowKey={(employee) => employee.id} caption="Employees" empty="No employees yet." />;
}
