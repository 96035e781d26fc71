import Link from 'next/link';
import type { TDeviceAction } from '@/lib/contract/device-actions';
import { formatDate } from '@/lib/dates';
import type { BffError } from '@/lib/queries/bff-fetch';

export type Conflict = { message: string; href: string; linkLabel: string };

/** The conflict a 409 names: the action already in progress on the device, or the inventory device an external action duplicates. */
export function toConflict(error: BffError, serial: string): Conflict | null {
  const details = (error.details ?? {}) as {
    active_action_id?: string | null;
    active_action_reference?: string | null;
    asset_id?: string | null;
  };
  const active = details.active_action_reference ?? details.active_action_id;
  if (active)
    return {
      message: error.message,
      href: `/device-actions/${encodeURIComponent(active)}`,
      linkLabel: `Open the active action ${active}`,
    };
  if (details.asset_id)
    return {
      message: error.message,
      href: `/inventory?serial_number=${encodeURIComponent(serial)}`,
      linkLabel: 'See the device in the inventory',
    };
  return null;
}

/** The action in progress that keeps a device from taking another, as the lookup tells it. */
export function activeConflict(active: TDeviceAction): Conflict {
  return {
    message: `Device ${active.serial_number} already has an action in progress (${active.action_id}), ${active.action_type === 'Assign' ? 'an' : 'a'} ${active.action_type} requested on ${formatDate(active.created_at)}. A device takes one action at a time: follow that one, or cancel it there if it has not shipped.`,
    href: `/device-actions/${encodeURIComponent(active.action_id)}`,
    linkLabel: `Open the active action ${active.action_id}`,
  };
}

export function ConflictAlert({ conflict }: { conflict: Conflict }) {
  return (
    <div role="alert" className="rounded-md border border-danger-line bg-danger-soft p-4 text-sm text-danger">
      <p className="font-semibold">This device cannot take a new action now</p>
      <p className="mt-1">{conflict.message}</p>
      <Link href={conflict.href} className="mt-2 inline-block font-medium text-danger underline">
        {conflict.linkLabel}
      </Link>
    </div>
  );
}
