'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/field';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { Cell, Table } from '@/components/ui/table';
import { formatDate } from '@/lib/dates';
import { useApplyFilters } from '@/lib/queries/use-apply-filters';
import { readFilterForm } from '@/lib/queries/url-filters';
import { shipmentQueries } from '@/lib/queries/resources';
import {
  MIN_SEARCH_LENGTH,
  type TShipment,
  type TShipmentInTransit,
  type TShipmentSearchResponse,
} from '@/lib/shipments/search';
import { isWebLink } from '@/lib/web-link';

const KIND_LABELS: Record<TShipment['kind'], string> = {
  quote_recipient: 'Quote recipient',
  device_action: 'Device action',
};

/** Only web links become links: a tracking link is typed in by staff elsewhere. */
/** Finds any shipment, of a quote or a device action, by recipient, e-mail, serial number or tracking code. */
export function ShipmentSearch({ query }: { query: string }) {
  const apply = useApplyFilters();
  const isTooShort = query.length > 0 && query.length < MIN_SEARCH_LENGTH;
  return (
    <div className="space-y-6">
      <form
        key={query}
        role="search"
        aria-label="Find a shipment"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply(readFilterForm(event.currentTarget));
        }}
        className="flex flex-wrap items-end gap-3 rounded-lg border border-line bg-raised p-4"
      >
        <div className="min-w-64 flex-1">
          <TextField
            label="Recipient, e-mail, serial number or tracking code"
            name="q"
            type="search"
            defaultValue={query}
            autoComplete="off"
            error={isTooShort ? `Type at least ${MIN_SEARCH_LENGTH} characters.` : undefined}
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      {isTooShort ? null : <ShipmentResults query={query} />}
    </div>
  );
}

function ShipmentResults({ query }: { query: string }) {
  const result = useQuery(shipmentQueries.search(query));
  const title = query ? `Shipments matching “${query}”` : 'Recently shipped';
  return (
    <section aria-labelledby="shipment-results">
      <h2 id="shipment-results" className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {result.isPending ? (
        <TableSkeleton columns={6} />
      ) : result.isError ? (
        <ErrorMessage error={result.error} onRetry={() => void result.refetch()} />
      ) : (
        <>
          <ShipmentTable
            caption={title}
            shipments={result.data.data}
            empty={
              result.data.meta.query
                ? 'No shipment matches. Check the spelling, or search by another detail.'
                : 'Nothing has tracking yet.'
            }
          />
          <ScanNote meta={result.data.meta} shown={result.data.data.length} />
        </>
      )}
    </section>
  );
}

/**
 * Shipments with their recipient, what ships, status, tracking, serial number and reference: the Shipments page's
 * results and the support overview's shipments in transit (those say when they shipped).
 */
export function ShipmentTable({
  caption,
  shipments,
  empty,
}: {
  caption: string;
  shipments: (TShipment | TShipmentInTransit)[];
  empty: string;
}) {
  if (shipments.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-line-strong bg-raised p-8 text-center text-muted">{empty}</p>
    );
  }
  return (
    <Table caption={caption} headers={['Recipient', 'Shipment', 'Status', 'Tracking', 'Serial number', 'Reference']}>
      {shipments.map((shipment) => (
        <tr key={`${shipment.kind}:${shipment.id}`} className="hover:bg-surface">
          <Cell label="Recipient" className="align-top">
            <div className="min-w-0">
              <span className="block font-medium">{shipment.who.name}</span>
              {shipment.who.email ? <span className="block text-muted">{shipment.who.email}</span> : null}
            </div>
          </Cell>
          <Cell label="Shipment" className="min-w-44 align-top">
            <div className="min-w-0">
              <span className="block">{shipment.description}</span>
              <span className="block text-xs text-muted">
                {KIND_LABELS[shipment.kind]} ·{' '}
                {'shipped_at' in shipment
                  ? `shipped ${formatDate(shipment.shipped_at)}`
                  : `updated ${formatDate(shipment.updated_at)}`}
              </span>
            </div>
          </Cell>
          <Cell label="Status" className="align-top">
            <div>
              <StatusBadge status={shipment.status} />
            </div>
          </Cell>
          <Cell label="Tracking" className="align-top">
            {isWebLink(shipment.tracking_link) ? (
              <a
                className="font-mono break-all text-accent underline"
                href={shipment.tracking_link}
                target="_blank"
                rel="noreferrer"
              >
                {shipment.tracking_code ?? 'Track'}
                <span className="sr-only"> (tracking, opens in a new tab)</span>
              </a>
            ) : (
              <span className="font-mono break-all">{shipment.tracking_code ?? '—'}</span>
            )}
          </Cell>
          <Cell label="Serial number" className="align-top">
            <span className="font-mono break-all">{shipment.serial_number ?? '—'}</span>
          </Cell>
          <Cell label="Reference" className="align-top">
            <Link href={shipment.href} className="font-mono text-xs whitespace-nowrap text-accent underline">
              {shipment.reference}
            </Link>
          </Cell>
        </tr>
      ))}
    </Table>
  );
}

function ScanNote({ meta, shown }: { meta: TShipmentSearchResponse['meta']; shown: number }) {
  const { quotes, device_actions: actions } = meta.scanned;
  const counted = `${quotes} ${quotes === 1 ? 'quote' : 'quotes'} and ${actions} device ${actions === 1 ? 'action' : 'actions'}`;
  return (
    <p className="mt-3 text-xs text-muted">
      {meta.matched > shown ? `Showing the ${shown} most recently updated of ${meta.matched} matches. ` : ''}
      {meta.query
        ? `Found “${meta.query}” in ${counted}, whatever their status; a recipient or device action is listed when its own name, e-mail, serial number, tracking code or reference matches.`
        : `Tracking from the ${counted} updated most recently.`}
      {meta.capped
        ? meta.query
          ? ' More match than are read at once; type more of the name, code or number to narrow it.'
          : ' Search to find older shipments.'
        : ''}
    </p>
  );
}
