'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { TApprovalRequest } from '@/lib/contract/approvals';
import { useFormat } from '@/lib/i18n/use-format';
import { approvalQueries } from '@/lib/queries/resources';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { useDescribeApprovers } from './approval-steps';

type Translate = ReturnType<typeof useTranslations<'Approvals'>>;
type Format = ReturnType<typeof useFormat>;

const requester = (request: TApprovalRequest, t: Translate) =>
  request.requested_by.name ?? request.requested_by.email ?? t('anApiKey');

const pendingStep = (request: TApprovalRequest) => request.steps.find((step) => step.status === 'pending');

/** The budget line the quote leaves lowest, in words. */
function budgetNote(request: TApprovalRequest, t: Translate, format: Format): string {
  const lowest = [...request.budget_impact].sort((a, b) => a.after - b.after)[0];
  if (!lowest) return t('noBudget');
  const name = lowest.department ?? t('companyWide');
  return lowest.after < 0
    ? t('overBy', { name, amount: format.money(-lowest.after, lowest.currency) })
    : t('leftAfter', { name, amount: format.money(lowest.after, lowest.currency) });
}

/** The inbox's columns, in the page's language. */
function useColumns(): { mine: Column<TApprovalRequest>[]; all: Column<TApprovalRequest>[] } {
  const t = useTranslations('Approvals');
  const format = useFormat();
  const describeApprovers = useDescribeApprovers();
  const mine: Column<TApprovalRequest>[] = [
    {
      header: t('columnQuote'),
      cell: (request) => (
        <>
          <Link href={`/approvals/${request.id}`} className="font-medium text-accent underline">
            {request.quote_number}
          </Link>
          <span className="block text-xs text-muted">{request.reasons.join('; ')}</span>
        </>
      ),
    },
    { header: t('columnRequestedBy'), cell: (request) => requester(request, t) },
    {
      header: t('columnTotal'),
      className: 'text-right',
      cell: (request) => format.money(request.total, request.currency),
    },
    {
      header: t('columnBudget'),
      cell: (request) => (
        <span className={request.over_budget ? 'font-medium text-danger' : undefined}>
          {budgetNote(request, t, format)}
        </span>
      ),
    },
    {
      header: t('columnWaitingSince'),
      cell: (request) => {
        const step = pendingStep(request);
        return (
          <>
            {request.requested_at ? format.date(request.requested_at) : '—'}
            {step?.due_at ? (
              <span className="block text-xs text-muted">{t('due', { date: format.date(step.due_at) })}</span>
            ) : null}
          </>
        );
      },
    },
  ];
  const all: Column<TApprovalRequest>[] = [
    ...mine.slice(0, 3),
    {
      header: t('columnWaitingFor'),
      cell: (request) => {
        const step = pendingStep(request);
        return step ? describeApprovers(step) : <StatusBadge status={request.status} />;
      },
    },
    mine[4]!,
  ];
  return { mine, all };
}

/**
 * The approval requests the signed-in user may decide now (the API's `approver` filter, through the BFF's `mine=1`),
 * oldest first, with totals and what each quote does to its budget: on the Approvals page and the manager's overview.
 */
export function WaitingForYouTable() {
  const t = useTranslations('Approvals');
  const { mine } = useColumns();
  return (
    <ResourceTable
      query={approvalQueries.inbox()}
      columns={mine}
      rowKey={(request) => request.id}
      caption={t('mineCaption')}
      empty={t('mineEmpty')}
    />
  );
}

/**
 * What waits for the signed-in user's approval, oldest first, with totals and what each quote does to its budget;
 * then every request still waiting, so IT staff see where their quotes are.
 */
export function ApprovalsInbox() {
  const t = useTranslations('Approvals');
  const { all } = useColumns();
  return (
    <div className="space-y-8">
      <section aria-labelledby="waiting-for-me" className="space-y-3">
        <h2 id="waiting-for-me" className="text-lg font-semibold">
          {t('waitingForYou')}
        </h2>
        <WaitingForYouTable />
      </section>
      <section aria-labelledby="all-pending" className="space-y-3">
        <div>
          <h2 id="all-pending" className="text-lg font-semibold">
            {t('allWaiting')}
          </h2>
          <p className="text-sm text-muted">{t('allWaitingHint')}</p>
        </div>
        <ResourceTable
          query={approvalQueries.list({ status: 'pending' })}
          columns={all}
          rowKey={(request) => request.id}
          caption={t('allCaption')}
          empty={t('allEmpty')}
        />
      </section>
    </div>
  );
}
