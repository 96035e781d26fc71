import type { TOnboardingCase, TOnboardingPick } from '@/lib/contract/onboarding';
import { formatDate } from '@/lib/dates';

/** Who picked an option: the hire through their link, or IT staff (named when the dashboard or key said who). */
export function describePicker(pick: Pick<TOnboardingPick, 'chosen_by' | 'actor'>): string {
  if (pick.chosen_by === 'hire') return 'picked by them';
  if (pick.chosen_by === 'it_staff') {
    const who = pick.actor?.name ?? pick.actor?.email;
    return who ? `picked by ${who} (IT staff)` : 'picked by IT staff';
  }
  return 'picked';
}

/** The choices made on a case, kept after it is submitted: what was taken, by whom and when. */
export function OnboardingPicks({ picks }: { picks: TOnboardingCase['picks'] }) {
  if (picks.length === 0) return null;
  return (
    <div className="space-y-1">
      <h3 className="text-base font-semibold">Choices</h3>
      <ul className="space-y-1 text-sm">
        {picks.map((pick) => (
          <li key={pick.choice}>
            <span className="font-medium">{pick.choice}:</span> {pick.option}, {describePicker(pick)}
            {pick.chosen_at ? ` on ${formatDate(pick.chosen_at)}` : ''}
            {pick.chosen_by === 'it_staff' && pick.hire_option && pick.hire_option !== pick.option ? (
              <span className="text-muted"> (instead of their pick, {pick.hire_option})</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
