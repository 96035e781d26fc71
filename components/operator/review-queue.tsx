'use client';

import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TOperatorDeviceAction } from '@/lib/contract/device-actions';
import type { TOperatorQuote } from '@/lib/contract/quotes';
import { formatDate } from '@/lib/dates';
import type { ListPage } from '@/lib/queries/list';
import { operatorActionQueries, operatorQuoteQueries } from '@/lib/queries/operator-queues';
import { DataTable, type Column } from '@/components/ui/data-table';
import { ErrorMessage } from '@/components/ui/error-message';
import { ResourceTable, TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { CompanyName } from './company-link';
import { ReferenceLink } from './reference-link';
import { describeCountries, describeDecisions, describeRequester } from './quote-labels';

// The lists behind "waiting on the client" and "the client answered" are read whole, up to this many each.
const LIST_LIMIT = '100';

const TO_PRICE: Column<TOperatorQuote>[] = [
  {
    header: 'Quote',
    cell: (quote) => <ReferenceLink href={`/operator/quotes/${quote.id}`}>{quote.number}</ReferenceLink>,
  },
  { header: 'Company', cell: (quote) => <CompanyName company={quote.company} livemode={quote.livemode} /> },
  { header: 'Requester', cell: (quote) => describeRequester(quote) },
  { header: 'Items', cell: (quote) => quote.items.length, className: 'sm:text-right' },
  { header: 'Countries', cell: (quote) => describeCountries(quote.countries) },
  { header: 'Submitted', cell: (quote) => formatDate(quote.created_at) },
];

/** A quote or device action in one of the lists about the client: what it is, whose, and what it waits for. */
type WorkRow = {
  key: string;
  reference: string;
  href: string;
  company: TOperatorQuote['company'];
  livemode: boolean;
  who: string;
  status: string;
  reasons: ReactNode[];
  since: string;
};

const WORK_COLUMNS: Column<WorkRow>[] = [
  {
    header: 'Reference',
    cell: (row) => <ReferenceLink href={row.href}>{row.reference}</ReferenceLink>,
  },
  { header: 'Company', cell: (row) => <CompanyName company={row.company} livemode={row.livemode} /> },
  { header: 'Requester or device', cell: (row) => row.who },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  {
    header: 'What',
    cell: (row) => (
      <ul className="space-y-1">
        {row.reasons.map((reason, index) => (
          <li key={index}>{reason}</li>
        ))}
      </ul>
    ),
  },
  { header: 'Since', cell: (row) => formatDate(row.since) },
];

type Thread = Pick<TOperatorQuote, 'comments' | 'action_required'>;

/** The client's latest comment after the request for input was raised. */
function latestAnswer(thread: Thread) {
  const requestedAt = thread.action_required?.requested_at;
  return thread.comments
    .filter((comment) => comment.source === 'client' && requestedAt !== undefined && comment.created_at > requestedAt)
    .at(-1);
}

function quoteRow(quote: TOperatorQuote, reasons: ReactNode[], since: string): WorkRow {
  return {
    key: quote.id,
    reference: quote.number,
    href: `/operator/quotes/${quote.id}`,
    company: quote.company,
    livemode: quote.livemode,
    who: describeRequester(quote),
    status: quote.status,
    reasons,
    since,
  };
}

function actionRow(action: TOperatorDeviceAction, reasons: ReactNode[], since: string): WorkRow {
  return {
    key: action.id,
    reference: action.action_id,
    href: `/operator/device-actions/${action.id}`,
    company: action.company,
    livemode: action.livemode,
    who: `${action.action_type} · ${action.model} · ${action.serial_number}`,
    status: action.status,
    reasons,
    since,
  };
}

function Answer({ thread }: { thread: Thread }) {
  const answer = latestAnswer(thread);
  return (
    <span>
      <span className="text-muted">Asked: “{thread.action_required?.message}”</span>
      {answer ? (
        <>
          <br />
          <span className="font-medium">
            {answer.author} answered {formatDate(answer.created_at)}:
          </span>{' '}
          “{answer.message}”
        </>
      ) : null}
    </span>
  );
}

type ListQuery<T> = UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;

/** The first page of a list (LIST_LIMIT rows): these lists are read whole, not paged. */
const firstPage = <T,>(query: ListQuery<T>): T[] => query.data?.pages[0]?.data ?? [];

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** Several lists shown as one table: a skeleton while any loads, the first error, a note when one has more rows. */
function ListsState({ queries, children }: { queries: ListQuery<unknown>[]; children: ReactNode }) {
  if (queries.some((query) => query.isPending)) return <TableSkeleton columns={6} rows={2} />;
  const failed = queries.find((query) => query.isError);
  if (failed?.error)
    return <ErrorMessage error={failed.error} onRetry={() => queries.forEach((query) => void query.refetch())} />;
  return (
    <>
      {children}
      {queries.some((query) => query.data?.pages[0]?.meta.has_more) ? (
        <p className="text-sm text-muted">
          Showing the oldest {LIST_LIMIT} of each kind; the others show once these are handled.
        </p>
      ) : null}
    </>
  );
}

/** Quotes and device actions whose client answered a request for input: Loadout's turn. */
function ClientAnswered() {
  const quotes = useInfiniteQuery(operatorQuoteQueries.list({ action_required: 'answered', limit: LIST_LIMIT }));
  const actions = useInfiniteQuery(operatorActionQueries.list({ action_required: 'answered', limit: LIST_LIMIT }));
  const rows = [
    ...firstPage(quotes).map((quote) =>
      quoteRow(quote, [<Answer key="answer" thread={quote} />], latestAnswer(quote)?.created_at ?? quote.updated_at),
    ),
    ...firstPage(actions).map((action) =>
      actionRow(
        action,
        [<Answer key="answer" thread={action} />],
        latestAnswer(action)?.created_at ?? action.updated_at,
      ),
    ),
  ].sort((a, b) => a.since.localeCompare(b.since));
  return (
    <ListsState queries={[quotes, actions]}>
      <DataTable
        rows={rows}
        columns={WORK_COLUMNS}
        rowKey={(row) => row.key}
        caption="Answers from clients"
        empty="No client has answered a request for input that is still open."
      />
    </ListsState>
  );
}

/** Quotes the client is deciding on, and requests for input the client has not answered yet. */
function WaitingOnClient() {
  const quoted = useInfiniteQuery(operatorQuoteQueries.list({ status: 'quoted', limit: LIST_LIMIT }));
  const asked = useInfiniteQuery(operatorQuoteQueries.list({ action_required: 'waiting', limit: LIST_LIMIT }));
  const askedActions = useInfiniteQuery(operatorActionQueries.list({ action_required: 'waiting', limit: LIST_LIMIT }));
  const byQuote = new Map<string, WorkRow>();
  for (const quote of firstPage(quoted))
    byQuote.set(
      quote.id,
      quoteRow(quote, [`Deciding: ${describeDecisions(quote)}`], quote.status_timestamps.Quoted ?? quote.updated_at),
    );
  for (const quote of firstPage(asked)) {
    const reason = <span key="asked">Asked for input: “{quote.action_required?.message}”</span>;
    const existing = byQuote.get(quote.id);
    if (existing) existing.reasons.push(reason);
    else byQuote.set(quote.id, quoteRow(quote, [reason], quote.action_required?.requested_at ?? quote.updated_at));
  }
  const rows = [
    ...byQuote.values(),
    ...firstPage(askedActions).map((action) =>
      actionRow(
        action,
        [<span key="asked">Asked for input: “{action.action_required?.message}”</span>],
        action.action_required?.requested_at ?? action.updated_at,
      ),
    ),
  ].sort((a, b) => a.since.localeCompare(b.since));
  return (
    <ListsState queries={[quoted, asked, askedActions]}>
      <DataTable
        rows={rows}
        columns={WORK_COLUMNS}
        rowKey={(row) => row.key}
        caption="Waiting on the client"
        empty="Nothing waits on a client."
      />
    </ListsState>
  );
}

/** What waits across companies: quotes to price, answers from clients, and what waits on the clients. */
export function ReviewQueue() {
  return (
    <div className="space-y-8">
      <Section id="to-price" title="To price" description="New quotes waiting for prices, oldest first.">
        <ResourceTable
          query={operatorQuoteQueries.list({ status: 'pending_review' })}
          columns={TO_PRICE}
          rowKey={(quote) => quote.id}
          caption="Quotes waiting for pricing"
          empty="No quotes are waiting for pricing."
        />
      </Section>
      <Section
        id="answered"
        title="Answers from clients"
        description="The client wrote after you asked for input: read the answer, then continue or clear the request."
      >
        <ClientAnswered />
      </Section>
      <Section
        id="waiting"
        title="Waiting on the client"
        description="Quotes the client is deciding on (items can be accepted one by one) and requests for input not answered yet."
      >
        <WaitingOnClient />
      </Section>
    </div>
  );
}
