import Link from 'next/link';
import { ShipmentTable } from '@/components/shipments/shipment-search';
import type { TOverview } from '@/lib/overview/summary';

/** Support's first section: recipients whose parcel left and has not arrived, longest on the way first. */
export function InTransit({ inTransit }: { inTransit: TOverview['in_transit'] }) {
  const { count, shipments } = inTransit;
  return (
    <section aria-labelledby="in-transit">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="in-transit" className="text-lg font-semibold">
          Shipments in transit
        </h2>
        <Link href="/shipments" className="text-sm text-accent underline">
          Find a shipment
        </Link>
      </div>
      <ul className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <li className="rounded-lg border border-line bg-raised p-4 shadow-sm">
          <span className="block text-sm text-muted">Shipped, not yet delivered</span>{' '}
          <span className="mt-1 block text-2xl font-semibold tabular-nums" data-testid="in-transit-count">
            {count}
          </span>
        </li>
      </ul>
      <ShipmentTable
        caption="Shipments in transit, longest on the way first"
        shipments={shipments}
        empty="Nothing is on its way: every shipment has been delivered, or none has left yet."
      />
      {count > shipments.length ? (
        <p className="mt-2 text-xs text-muted">
          The {shipments.length} longest on the way of {count}; find any other on the Shipments page.
        </p>
      ) : null}
    </section>
  );
}
