import { can, type TRole } from '@/lib/auth/roles';

// What the dashboard's live channel (GET /api/live) tells a browser about an event of the API's stream: that an
// object changed, and how, never the object itself. The browser then reads what changed through the BFF's ordinary
// routes, which check the role as always, so the channel cannot show anyone more than their pages do.

export type TLiveChange = {
  /** The API event's id. */
  id: string;
  /** The API event's type, e.g. `quote.pending`. */
  type: string;
  /** The id of the object the event is about (its `data.id`). */
  object_id: string | null;
  /** Its number (Q-…, DA-…) where it has one: a page may be open by the number rather than the id. */
  reference: string | null;
};

/** The part of an event's type before the dot: the family of objects it is about. */
export type TLiveFamily = 'quote' | 'logistics' | 'employee' | 'onboarding' | 'offboarding' | 'webhook';

const FAMILY_PERMISSION: Record<TLiveFamily, 'read' | 'webhooks'> = {
  quote: 'read',
  logistics: 'read',
  employee: 'read',
  onboarding: 'read',
  offboarding: 'read',
  webhook: 'webhooks',
};

export function familyOf(type: string): TLiveFamily | null {
  const family = type.split('.')[0] ?? '';
  return family in FAMILY_PERMISSION ? (family as TLiveFamily) : null;
}

/** The change a role is told of for an API event, or null when the role sees nothing of its family. */
export function liveChangeFor(
  role: TRole,
  event: { id: string; type: string; data?: object | null },
): TLiveChange | null {
  const family = familyOf(event.type);
  if (!family || role === 'operator' || !can(role, FAMILY_PERMISSION[family])) return null;
  const data: { id?: unknown; number?: unknown } = event.data ?? {};
  return {
    id: event.id,
    type: event.type,
    object_id: typeof data.id === 'string' ? data.id : null,
    reference: typeof data.number === 'string' ? data.number : null,
  };
}

/**
 * The notice shown on the page of the object an event is about, for what someone else did (Loadout's operators, an
 * approver, the carrier): the page has already updated itself, the notice says why it changed. Events the user's own
 * action causes on the page they are on (a quote created, a device action cancelled) have none.
 */
const NOTICES: Record<string, string> = {
  'quote.pending': 'Loadout priced this quote.',
  'quote.action_required': 'Loadout asked a question on this quote.',
  'quote.approval_requested': 'This quote now waits for approval.',
  'quote.approved': 'This quote was approved.',
  'quote.approval_declined': 'Approval of this quote was declined.',
  'quote.tracking_added': 'A shipment of this quote now has tracking.',
  'quote.delivered': 'This quote was delivered.',
  'logistics.tracking_added': 'This device action shipped: it now has tracking.',
  'logistics.action_required': 'Loadout asked a question on this device action.',
  'logistics.completed': 'This device action is complete.',
};

const PAGES: Partial<Record<TLiveFamily, string>> = { quote: '/quotes', logistics: '/device-actions' };

/** The notice for `change` when `pathname` is the page of the object it is about, else null. */
export function noticeFor(change: TLiveChange, pathname: string): string | null {
  const notice = NOTICES[change.type];
  const family = familyOf(change.type);
  const page = family ? PAGES[family] : undefined;
  if (!notice || !page) return null;
  const [, section, key, rest] = pathname.split('/');
  if (`/${section}` !== page || rest !== undefined || !key) return null;
  const open = decodeSegment(key);
  return open === change.object_id || open === change.reference ? notice : null;
}

/** A path segment as typed (`%` that does not start an escape is kept as it is). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether the page at `pathname` shows the object a change is about (its id or number is in the path). */
export function isOfPage(change: TLiveChange, pathname: string): boolean {
  const segments = pathname.split('/').map(decodeSegment);
  return [change.object_id, change.reference].some((key) => key !== null && segments.includes(key));
}
