import { queryOptions } from '@tanstack/react-query';
import type { TApprovalRule } from '@/lib/contract/approvals';
import type { TEmployee } from '@/lib/contract/employees';
import { detailQueryOptions } from './detail';
import { allPages } from './list';
import { employeeQueries } from './resources';

/** How many pages of 100 employees the department suggestions read: enough for a mid-sized company. */
const DIRECTORY_PAGES = 5;

// The company's approval rules: the whole ordered list (reordering needs all of it; at most 50). Mutations invalidate
// `root`.
export const approvalRuleQueries = {
  root: ['approval-rules'] as const,
  list: () =>
    queryOptions({
      queryKey: [...approvalRuleQueries.root, 'list'],
      queryFn: ({ client }) => allPages<TApprovalRule>('GET /api/approval-rules', client),
    }),
  detail: (id: string) =>
    detailQueryOptions<TApprovalRule>(approvalRuleQueries.root, 'GET /api/approval-rules/[id]', id),
};

/** The departments the directory names (of its first few hundred active employees), for the form's suggestions. */
export const directoryDepartmentQueries = {
  list: () =>
    queryOptions({
      queryKey: [...employeeQueries.root, 'departments', DIRECTORY_PAGES],
      queryFn: async ({ client }) => {
        const employees = await allPages<TEmployee>(
          'GET /api/employees',
          client,
          { status: 'active' },
          DIRECTORY_PAGES,
        );
        const names = employees.flatMap((employee) => (employee.department ? [employee.department.trim()] : []));
        return [...new Set(names)].filter(Boolean).sort((a, b) => a.localeCompare(b));
      },
      staleTime: 5 * 60_000,
    }),
};
