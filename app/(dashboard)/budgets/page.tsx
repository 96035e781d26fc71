import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { BudgetBoard } from '@/components/budgets/budget-board';
import { ReportingCurrency } from '@/components/budgets/reporting-currency';
import { ZBudgetView } from '@/components/budgets/budget-filters';
import { PageHeader } from '@/components/ui/page-header';
import { ExportButton } from '@/components/exports/export-button';
import { GET as budgetsRoute } from '@/app/api/budgets/route';
import { GET as currencySettingsRoute } from '@/app/api/currency-settings/route';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { dayOf as isoDay } from '@/lib/dates';
import { budgetQueries } from '@/lib/queries/budgets';
import { prefetch } from '@/lib/queries/prefetch';

export const metadata: Metadata = { title: 'Budgets' };

export default async function BudgetsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requirePage('/budgets');
  const view = ZBudgetView.parse(await searchParams);
  const at = view.at ?? isoDay();
  return (
    <>
      <PageHeader
        title="Budgets"
        description="What each department may commit per month, quarter or year: committed when a quote is approved, spent when it is delivered."
        actions={<ExportButton kind="spend" filters={{}} what="spend by month and department (the last 12 months)" />}
      />
      <HydrationBoundary
        state={await prefetch({ query: budgetQueries.currencySettings(), route: currencySettingsRoute })}
      >
        <ReportingCurrency canWrite={can(user.role, 'write')} />
      </HydrationBoundary>
      <HydrationBoundary state={await prefetch({ query: budgetQueries.list(at), route: budgetsRoute })}>
        <BudgetBoard period={view.period ?? 'month'} at={at} canWrite={can(user.role, 'write')} />
      </HydrationBoundary>
    </>
  );
}
