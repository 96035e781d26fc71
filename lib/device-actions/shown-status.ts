import type { TDeviceAction } from '@/lib/contract/device-actions';

export const ACTION_REQUIRED = 'Action required';

/** The status the dashboard shows: "Action required" while Loadout waits for the company's input, else the API's status. */
export function shownActionStatus(action: Pick<TDeviceAction, 'status' | 'action_required'>): string {
  return action.status === 'In Progress' && action.action_required ? ACTION_REQUIRED : action.status;
}

type Requesting = {
  action_required: { requested_at: string } | null;
  comments: { source: string; created_at: string }[];
};

/** Whether the company answered Loadout's open request on a device action or quote: a comment of its own since. */
export function hasAnsweredRequest(subject: Requesting): boolean {
  const requestedAt = subject.action_required?.requested_at;
  return Boolean(
    requestedAt && subject.comments.some((comment) => comment.source === 'client' && comment.created_at >= requestedAt),
  );
}
