import type { TRefresh } from '@/lib/contract/refreshes';
import { formatDate } from '@/lib/dates';

/** What each status means for the person looking at the refresh. */
export const REFRESH_STATUS_TEXT: Record<TRefresh['status'], (refresh: TRefresh) => string> = {
  draft: () => "A draft from the holder's equipment policy: submit it as a quote for Loadout to price.",
  ordered: (refresh) =>
    `Ordered${refresh.ordered_at ? ` on ${formatDate(refresh.ordered_at)}` : ''}: once the quote is delivered, the old device goes back to storage.`,
  returning: (refresh) =>
    refresh.problem ?? 'The new device was delivered; the old one is on its way back with its Store.',
  completed: (refresh) =>
    `Completed${refresh.completed_at ? ` on ${formatDate(refresh.completed_at)}` : ''}: the old device is back in storage.`,
  cancelled: (refresh) => `Cancelled${refresh.cancelled_at ? ` on ${formatDate(refresh.cancelled_at)}` : ''}.`,
};
