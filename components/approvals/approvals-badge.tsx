'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { approvalQueries } from '@/lib/queries/resources';

/**
 * How many approval requests wait for the signed-in user, beside "Approvals" in the navigation; nothing when none. It
 * counts up as soon as one arrives: the live updates (LiveUpdates) read it again on every quote event.
 */
export function ApprovalsBadge() {
  const inbox = useInfiniteQuery(approvalQueries.badge());
  const first = inbox.data?.pages[0];
  if (!first || first.data.length === 0) return null;
  const count = first.meta.has_more ? `${first.data.length}+` : String(first.data.length);
  return (
    <span
      data-testid="approvals-badge"
      className="rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning"
    >
      {count}
      <span className="sr-only"> waiting for your approval</span>
    </span>
  );
}
