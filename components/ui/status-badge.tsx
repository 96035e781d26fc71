const TONES: Record<string, string> = {
  green: 'bg-green-100 text-green-900',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-900',
  blue: 'bg-brand-100 text-brand-900',
  slate: 'bg-slate-100 text-slate-800',
};

// Keys are statuses lower-cased with spaces as underscores: quotes, items, recipients, device actions, assets.
const TONE_BY_STATUS: Record<string, keyof typeof TONES> = {
  pending_review: 'amber',
  pending: 'amber',
  quoted: 'blue',
  approved: 'green',
  accepted: 'green',
  in_progress: 'blue',
  ordered: 'blue',
  shipped: 'blue',
  delivered: 'green',
  completed: 'green',
  active: 'green',
  in_use: 'green',
  in_storage: 'slate',
  rejected: 'red',
  cancelled: 'red',
  inactive: 'red',
  disabled: 'red',
  enabled: 'green',
  revoked: 'red',
  expired: 'red',
  succeeded: 'green',
  failed: 'red',
};

/** A status as a small coloured label; the text carries the meaning, the colour only helps. */
export function StatusBadge({ status }: { status: string }) {
  const tone = TONES[TONE_BY_STATUS[status.toLowerCase().replaceAll(' ', '_')] ?? 'slate'];
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tone}`}>{status.replaceAll('_', ' ')}</span>;
}
