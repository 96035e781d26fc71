'use client';

import Link from 'next/link';
import type { TApprovalRequest } from '@/lib/contract/approvals';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { approvalQueries } from '@/lib/queries/resources';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { describeApprovers } from './approval-steps';

const requester = (request: TApprovalRequest) =>
  request.requested_by.name ?? request.requested_by.email ?? 'An API key';

const pendingStep = (request: TApprovalRequest) => request.steps.find((step) => step.status === 'pending');

/** The budget line the quote leaves lowest, in words. */
function budgetNote(request: TApprovalRequest): string {
  const lowest = [...request.budget_impact].sort((a, b) => a.after - b.after)[0];
  if (!lowest) return 'No budget';
  const name = lowest.department ?? 'Company-wide';
  return lowest.after < 0
    ? `${name}: over by ${formatMoney(-lowest.after, lowest.currency)}`
    : `${name}: ${formatMoney(lowest.after, lowest.currency)} left after`;
}

const COLUMNS: Column<TApprovalRequest>[] = [
  {
    header: 'Quote',
    cell: (request) => (
      <>
        <Link href={`/approvals/${request.id}`} className="font-medium text-accent underline">
          {request.quote_number}
        </Link>
        <span className="block text-xs text-muted">{request.reasons.join('; ')}</span>
      </>
    ),
  },
  { header: 'Requested by', cell: requester },
  {
    header: 'Total',
    className: 'text-right',
    cell: (request) => (request.total === null ? '—' : formatMoney(request.total, request.currency)),
  },
  {
    header: 'Budget',
    cell: (request) => (
      <span className={request.over_budget ? 'font-medium text-danger' : undefined}>{budgetNote(request)}</span>
    ),
  },
  {
    header: 'Waiting since',
    cell: (request) => {
      const step = pendingStep(request);
      return (
        <>
          {request.requested_at ? formatDate(request.requested_at) : '—'}
          {step?.due_at ? <span className="block text-xs text-muted">Due {formatDate(step.due_at)}</span> : null}
        </>
      );
    },
  },
];

const ALL_COLUMNS: Column<TApprovalRequest>[] = [
  ...COLUMNS.slice(0, 3),
  {
    header: 'Waiting for',
    cell: (request) => {
      const step = pendingStep(request);
      return step ? describeApprovers(step) : <StatusBadge status={request.status} />;
    },
  },
  COLUMNS[4]!,
];

/**
 * The approval requests the signed-in user may decide now (the API's `approver` filter, through the BFF's `mine=1`),
 * oldest first, with totals and what each quote does to its budget: on the Approvals page and the manager's overview.
 */
export function WaitingForYouTable() {
  return (
    <ResourceTable
      query={approvalQueries.inbox()}
      columns={COLUMNS}
      rowKey={(request) => request.id}
      caption="Approval requests you may decide, oldest first"
      empty="Nothing waits for your approval."
    />
  );
}

/**
 * What waits for the signed-in user's approval, oldest first, with totals and what each quote does to its budget;
 * then every request still waiting, so IT staff see where their quotes are.
 */
export function ApprovalsInbox() {
  return (
    <div className="space-y-8">
      <section aria-labelledby="waiting-for-me" className="space-y-3">
        <h2 id="waiting-for-me" className="text-lg font-semibold">
          Waiting for you
        </h2>
        <WaitingForYouTable />
      </section>
      <section aria-labelledby="all-pending" className="space-y-3">
        <div>
          <h2 id="all-pending" className="text-lg font-semibold">
            All requests waiting
          </h2>
          <p className="text-sm text-muted">
            Every quote of the company that waits for an approver, with who may decide it.
          </p>
        </div>
        <ResourceTable
          query={approvalQueries.list({ status: 'pending' })}
          columns={ALL_COLUMNS}
          rowKey={(request) => request.id}
          caption="Approval requests waiting, oldest first"
          empty="No quote waits for approval."
        />
      </section>
    </div>
  );
}
