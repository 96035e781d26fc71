import type { TEvent } from '@/lib/contract/events';
import type { EventRow } from './repo';

/** An event as the API shows it: the body its webhook deliveries carry. */
export function presentEvent(row: EventRow): TEvent {
  return {
    id: row.id,
    type: row.type as TEvent['type'],
    created_at: row.createdAt.toISOString(),
    livemode: row.livemode,
    data: row.data as TEvent['data'],
  };
}
