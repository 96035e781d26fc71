import type { StatusTimestamps } from './schema';
import * as clock from '../core/clock';

/** Adds `status` with the time it was first entered; entering it again keeps the first time. */
export function enterStatus(timestamps: StatusTimestamps, status: string, at = clock.now()): StatusTimestamps {
  return timestamps[status] ? timestamps : { ...timestamps, [status]: at.toISOString() };
}

/** Statuses in the order they were entered (the database keeps no key order); `order` breaks ties. */
export function chronological(timestamps: StatusTimestamps, order: readonly string[]): StatusTimestamps {
  return Object.fromEntries(
    Object.entries(timestamps).sort(
      ([statusA, a], [statusB, b]) => a.localeCompare(b) || order.indexOf(statusA) - order.indexOf(statusB),
    ),
  );
}
