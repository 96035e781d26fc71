'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TApprovalRequest, TRequestedDecision } from '@/lib/contract/approvals';
import type { TQuote } from '@/lib/contract/quotes';
import { useFormat } from '@/lib/i18n/use-format';
import { bffCall } from '@/lib/queries/bff-call';
import { BffError } from '@/lib/queries/bff-fetch';
import { approvalQueries, quoteQueries } from '@/lib/queries/resources';
import { convertMoney, multiplyMoney } from '@/lib/money';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextAreaField } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { describeItem, type TQuoteItem } from '@/components/quotes/quote-options';
import { ApprovalSteps, useDescribeApprovers } from './approval-steps';
import { BudgetImpactLines } from './budget-impact-lines';

type Viewer = { email: string; role: string };
type Props = { id: string; viewer: Viewer; canDecide: boolean };

/** Whether the viewer may decide the request's pending step, as the API will check it. */
export function mayDecide(request: TApprovalRequest, viewer: Viewer): boolean {
  if (request.status !== 'pending') return false;
  if (request.requested_by.email?.toLowerCase() === viewer.email.toLowerCase()) return false;
  const step = request.steps.find((candidate) => candidate.status === 'pending');
  if (!step) return false;
  // One person decides at most one step of a request.
  if (request.steps.some((earlier) => earlier.decided_by?.email.toLowerCase() === viewer.email.toLowerCase()))
    return false;
  return step.approvers.includes(viewer.email.toLowerCase()) || (step.open_to_managers && viewer.role === 'manager');
}

/** An approval request: what was decided on which quote, why it needs approval, the budgets, the steps, the verdict. */
export function ApprovalRequestView({ id, viewer, canDecide }: Props) {
  const request = useQuery(approvalQueries.detail(id));
  const quote = useQuery({ ...quoteQueries.detail(request.data?.quote_id ?? ''), enabled: Boolean(request.data) });
  if (request.isPending || (request.data && quote.isPending)) return <TableSkeleton columns={4} />;
  if (request.isError) {
    if (request.error instanceof BffError && request.error.status === 404) return <NotFound />;
    return <ErrorMessage error={request.error} onRetry={() => void request.refetch()} />;
  }
  if (quote.isError) return <ErrorMessage error={quote.error} onRetry={() => void quote.refetch()} />;
  const approver = canDecide && mayDecide(request.data, viewer);
  return <RequestView request={request.data} quote={quote.data!} approver={approver} viewer={viewer} />;
}

function RequestView({
  request,
  quote,
  approver,
  viewer,
}: {
  request: TApprovalRequest;
  quote: TQuote;
  approver: boolean;
  viewer: Viewer;
}) {
  const t = useTranslations('ApprovalRequest');
  const format = useFormat();
  const describeApprovers = useDescribeApprovers();
  const requester = request.requested_by.name ?? request.requested_by.email ?? t('anApiKey');
  const step = request.steps.find((candidate) => candidate.status === 'pending');
  const conversion = request.conversion;
  return (
    <>
      <nav aria-label={t('breadcrumb')} className="mb-2 text-sm">
        <ol className="flex flex-wrap items-center gap-1.5 text-muted">
          <li>
            <Link href="/approvals" className="text-accent underline hover:text-fg">
              {t('approvals')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-medium text-fg">
            {request.quote_number}
          </li>
        </ol>
      </nav>
      <PageHeader
        title={t('title', { number: request.quote_number })}
        description={
          request.requested_at
            ? t('requestedByOn', { who: requester, when: format.dateTime(request.requested_at) })
            : t('requestedBy', { who: requester })
        }
        actions={
          <Link href={`/quotes/${request.quote_id}`} className="text-sm text-accent underline">
            {t('openQuote')}
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <section aria-labelledby="request-summary" className="rounded-lg border border-line bg-raised p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="request-summary" className="text-lg font-semibold">
                {request.total === null ? t('decisions') : format.money(request.total, request.currency)}
              </h2>
              <div className="flex items-center gap-2">
                {request.over_budget ? <StatusBadge status="rejected" label={t('overBudget')} /> : null}
                <StatusBadge status={request.status} />
              </div>
            </div>
            {request.total !== null && conversion && conversion.currency !== request.currency ? (
              <p className="mt-1 text-sm text-muted" data-testid="request-conversion">
                {t('converted', {
                  amount: format.money(
                    convertMoney(request.total, conversion.rate, conversion.currency),
                    conversion.currency,
                  ),
                  day: format.date(conversion.day),
                })}
              </p>
            ) : null}
            <ul className="mt-2 list-disc pl-5 text-sm text-muted">
              {request.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            {request.status === 'pending' && step && !approver ? (
              <p className="mt-3 text-sm">
                {request.requested_by.email?.toLowerCase() === viewer.email.toLowerCase()
                  ? t('waitingForYourOwn', { approvers: describeApprovers(step) })
                  : t('waitingFor', { approvers: describeApprovers(step) })}
              </p>
            ) : null}
          </section>
          <DecisionsTable request={request} quote={quote} approver={approver} />
          {approver ? <Verdict request={request} /> : null}
        </div>
        <div className="space-y-6">
          <section aria-labelledby="request-budgets" className="rounded-lg border border-line bg-raised p-4">
            <h2 id="request-budgets" className="mb-2 text-lg font-semibold">
              {t('budgets')}
            </h2>
            <BudgetImpactLines request={request} />
          </section>
          <section aria-labelledby="request-steps" className="rounded-lg border border-line bg-raised p-4">
            <h2 id="request-steps" className="mb-2 text-lg font-semibold">
              {t('steps')}
            </h2>
            <ApprovalSteps request={request} />
          </section>
        </div>
      </div>
    </>
  );
}

type Translate = ReturnType<typeof useTranslations<'ApprovalRequest'>>;

/** The requested option of a decision, with its unit price. */
function optionOf(item: TQuoteItem, decision: TRequestedDecision | undefined, t: Translate) {
  if (!decision) return { label: t('decidedOnQuote'), price: null };
  if (decision.action === 'reject') return { label: t('reject'), price: null };
  const alternative = item.alternatives.find((candidate) => candidate.id === decision.alternative_id);
  return alternative
    ? { label: t('acceptAlternative', { name: `${alternative.brand} ${alternative.model}` }), price: alternative.price }
    : { label: t('acceptAsQuoted'), price: item.price };
}

/** The choices an approver may switch a decision to: the original offer, each open alternative, or reject. */
function choicesOf(item: TQuoteItem, t: Translate) {
  return [
    ...(item.status === 'Quoted' ? [{ value: 'item', label: t('acceptAsQuoted') }] : []),
    ...item.alternatives
      .filter((alternative) => alternative.status === 'pending')
      .map((alternative) => ({
        value: alternative.id,
        label: t('accept', { name: `${alternative.brand} ${alternative.model}` }),
      })),
    { value: 'reject', label: t('reject') },
  ];
}

const choiceOf = (decision: TRequestedDecision) =>
  decision.action === 'reject' ? 'reject' : (decision.alternative_id ?? 'item');

function DecisionsTable({ request, quote, approver }: { request: TApprovalRequest; quote: TQuote; approver: boolean }) {
  const t = useTranslations('ApprovalRequest');
  const format = useFormat();
  const change = useBffMutation({
    call: ({ itemId, choice }: { itemId: string; choice: string }) =>
      bffCall('PATCH /api/approval-requests/[id]/decisions/[itemId]', {
        params: { id: request.id, itemId },
        body:
          choice === 'reject'
            ? { action: 'reject' }
            : { action: 'accept', alternative_id: choice === 'item' ? null : choice },
      }),
    invalidates: [approvalQueries.root, quoteQueries.root],
    success: t('decisionChanged'),
  });
  return (
    <section aria-labelledby="request-decisions" className="space-y-3">
      <h2 id="request-decisions" className="text-lg font-semibold">
        {t('whatWasDecided')}
      </h2>
      <ul className="divide-y divide-line rounded-lg border border-line bg-raised">
        {quote.items.map((item) => {
          const decision = request.decisions.find((held) => held.item_id === item.id);
          const option = optionOf(item, decision, t);
          const units = item.quantity;
          return (
            <li key={item.id} className="flex flex-wrap items-start justify-between gap-3 p-4 text-sm">
              <div className="min-w-0">
                <p className="font-medium">
                  {units} × {describeItem(item)}
                </p>
                <p className="text-muted">
                  {item.recipients.length > 0
                    ? t('for', { names: item.recipients.map((recipient) => recipient.name).join(', ') })
                    : t('noRecipientYet')}
                </p>
                {approver && decision ? (
                  <label className="mt-2 block">
                    <span className="sr-only">{t('decisionOn', { item: describeItem(item) })}</span>
                    <select
                      className="rounded-md border border-line-strong bg-raised px-2 py-1 text-sm"
                      value={choiceOf(decision)}
                      disabled={change.isPending}
                      onChange={(event) => change.mutate({ itemId: item.id, choice: event.target.value })}
                    >
                      {choicesOf(item, t).map((choice) => (
                        <option key={choice.value} value={choice.value}>
                          {choice.label}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : (
                  <p className="mt-1">{option.label}</p>
                )}
              </div>
              <p className="text-right font-medium">
                {option.price === null
                  ? '—'
                  : format.money(multiplyMoney(option.price, units, quote.currency), quote.currency)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Approve with an optional comment, or decline with one. */
function Verdict({ request }: { request: TApprovalRequest }) {
  const t = useTranslations('ApprovalRequest');
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const last = request.steps.filter((step) => step.status !== 'cancelled').at(-1)?.status === 'pending';
  const decide = useBffMutation({
    call: (verdict: 'approve' | 'decline') =>
      bffCall(
        verdict === 'approve' ? 'POST /api/approval-requests/[id]/approve' : 'POST /api/approval-requests/[id]/decline',
        { params: { id: request.id }, body: comment.trim() ? { comment: comment.trim() } : {} },
      ),
    invalidates: [approvalQueries.root, quoteQueries.root],
    success: (_, verdict) =>
      t(verdict === 'decline' ? 'declined' : last ? 'approvedLast' : 'approvedStep', { number: request.quote_number }),
  });
  return (
    <section aria-labelledby="request-verdict" className="space-y-3 rounded-lg border border-line bg-raised p-4">
      <h2 id="request-verdict" className="text-lg font-semibold">
        {t('yourDecision')}
      </h2>
      <TextAreaField
        label={t('comment')}
        hint={t('commentHint')}
        value={comment}
        maxLength={2000}
        error={missing ? t('commentMissing') : undefined}
        onChange={(event) => {
          setComment(event.target.value);
          setMissing(false);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button disabled={decide.isPending} onClick={() => decide.mutate('approve')}>
          {last ? t('approveAndOrder') : t('approve')}
        </Button>
        <Button
          variant="danger"
          disabled={decide.isPending}
          onClick={() => (comment.trim() ? decide.mutate('decline') : setMissing(true))}
        >
          {t('decline')}
        </Button>
      </div>
    </section>
  );
}

function NotFound() {
  const t = useTranslations('ApprovalRequest');
  return (
    <div role="status" className="rounded-lg border border-dashed border-line-strong bg-raised p-8 text-center">
      <p className="font-semibold text-fg">{t('notFound')}</p>
      <p className="mt-1 text-sm text-muted">{t('notFoundHint')}</p>
      <Link href="/approvals" className="mt-4 inline-block text-sm text-accent underline">
        {t('backToApprovals')}
      </Link>
    </div>
  );
}
