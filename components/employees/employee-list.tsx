'use client';

import Link from 'next/link';
import type { TEmployee } from '@/lib/contract/employees';
import { EMPLOYEE_STATUSES } from '@/lib/contract/employees';
import { countryLabel } from '@/lib/countries';
import { employeeQueries } from '@/lib/queries/resources';
import { CountrySelect } from '@/components/ui/country-select';
import { SelectField, TextField } from '@/components/ui/field';
import { FilterForm } from '@/components/ui/filter-form';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { TEmployeeFilters } from './employee-filters';

const COLUMNS: Column<TEmployee>[] = [
  {
    header: 'Name',
    cell: (employee) => (
      <>
        <Link href={`/employees/${employee.id}`} className="font-medium text-accent underline">
          {employee.name}
        </Link>
        <span className="block text-xs text-muted">{employee.email}</span>
      </>
    ),
  },
  { header: 'Department', cell: (employee) => employee.department ?? '—' },
  { header: 'Job title', cell: (employee) => employee.job_title ?? '—' },
  {
    header: 'Country',
    cell: (employee) => (employee.country ? countryLabel(employee.country, employee.country_code) : '—'),
  },
  { header: 'Status', cell: (employee) => <StatusBadge status={employee.status} /> },
];

/** The employee directory (synced from the HRIS) with its filters, which live in the URL. */
export function EmployeeList({ filters = {} }: { filters?: TEmployeeFilters }) {
  const isFiltered = Object.values(filters).some(Boolean);
  return (
    <>
      <FilterForm label="Filter employees" filters={filters}>
        <TextField
          label="Search"
          name="search"
          type="search"
          defaultValue={filters.search ?? ''}
          placeholder="Name or e-mail"
        />
        <SelectField label="Status" name="status" defaultValue={filters.status ?? ''}>
          <option value="">Any status</option>
          {EMPLOYEE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status === 'active' ? 'Active' : 'Inactive'}
            </option>
          ))}
        </SelectField>
        <TextField label="Department" name="department" defaultValue={filters.department ?? ''} />
        <CountrySelect name="country" emptyLabel="Any country" defaultValue={filters.country ?? ''} />
      </FilterForm>
      <ResourceTable
        query={employeeQueries.list(filters)}
        columns={COLUMNS}
        rowKey={(employee) => employee.id}
        caption="Employees"
        empty={isFiltered ? 'No employees match these filters.' : 'No employees yet; they arrive with the HRIS sync.'}
      />
    </>
  );
}
