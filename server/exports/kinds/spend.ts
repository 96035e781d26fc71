import { ZSpendExportFilters } from '@/lib/contract/exports';
import { spendRows, type SpendRow } from '../../budgets/spend-by-month';
import { defineExportKind } from '../kind';

/** Spend by month and department: money approved (committed) and delivered (spent), as the budgets count it. */
export const spendExport = defineExportKind({
  kind: 'spend',
  title: 'spend',
  readScope: 'quotes:read',
  filters: ZSpendExportFilters,
  columns: [
    { header: 'Month', value: (row: SpendRow) => row.month },
    { header: 'Department', value: (row) => row.department },
    { header: 'Currency', value: (row) => row.currency },
    { header: 'Committed', value: (row) => row.committed },
    { header: 'Spent', value: (row) => row.spent },
  ],
  async *rows(db, tenant, filters) {
    // A few rows per month and department: one batch.
    yield await spendRows(db, tenant, filters);
  },
});
