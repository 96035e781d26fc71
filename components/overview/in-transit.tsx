import { ShipmentTable } from '@/components/shipments/shipment-search';
import type { TOverview } from '@/lib/overview/summary';
import { CountCard } from './count-card';
import { OverviewSection } from './overview-section';

/** Support's first section: recipients whose parcel left and has not arrived, longest on the way first. */
export function InTransit({ inTransit }: { inTransit: TOverview['in_transit'] }) {
  const { count, shipments } = inTransit;
  return (
    <OverviewSection
      id="in-transit"
      title="Shipments in transit"
      link={{ href: '/shipments', label: 'Find a shipment' }}
    >
      <ul className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <CountCard label="Shipped, not yet delivered" count={count} testId="in-transit-count" />
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
    </OverviewSection>
  );
}
