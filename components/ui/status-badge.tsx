import { useTranslations } from 'next-intl';
import type { Messages } from '@/lib/i18n/messages';

const TONES: Record<string, string> = {
  green: 'bg-success-soft text-success ring-success-line',
  amber: 'bg-warning-soft text-warning ring-warning-line',
  red: 'bg-danger-soft text-danger ring-danger-line',
  blue: 'bg-info-soft text-info ring-info-line',
  slate: 'bg-subtle text-fg ring-line',
};

// Keys are statuses lower-cased with spaces as underscores: quotes, items, recipients, device actions, assets,
// employee stages.
const TONE_BY_STATUS: Record<string, keyof typeof TONES> = {
  pending_review: 'amber',
  pending: 'amber',
  action_required: 'amber',
  quoted: 'blue',
  // Item outcomes (`item.outcome.state`): still open beside its alternatives, or decided for one of them.
  original_rejected: 'blue',
  accepted_alternative: 'green',
  awaiting_approval: 'amber',
  // Approval requests and their steps.
  collecting: 'slate',
  waiting: 'slate',
  declined: 'red',
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
  // Refreshes (`ordered` as above).
  draft: 'slate',
  returning: 'amber',
  // Employee stages.
  pre_hire: 'blue',
  leaving: 'amber',
  left: 'slate',
  succeeded: 'green',
  failed: 'red',
};

/** A status as a small coloured label; the text carries the meaning, the colour only helps. `label` words it differently. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const t = useTranslations('Status');
  // Statuses as the API writes them; one the catalogs lack (tests/unit/i18n-catalogs.test.ts lists them) reads as is.
  const key = status as keyof Messages['Status'];
  const tone = TONES[TONE_BY_STATUS[status.toLowerCase().replaceAll(' ', '_')] ?? 'slate'];
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${tone}`}
    >
      {label ?? (t.has(key) ? t(key) : status.replaceAll('_', ' '))}
    </span>
  );
}
