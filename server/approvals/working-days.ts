// Approval steps are due in working days: Monday to Friday (UTC), at the time of day they began.

const isWeekend = (day: Date) => day.getUTCDay() === 0 || day.getUTCDay() === 6;

/** `from` plus `days` working days (from a Saturday, two working days are Monday and Tuesday). */
export function addWorkingDays(from: Date, days: number): Date {
  const at = new Date(from);
  let left = days;
  while (left > 0 || isWeekend(at)) {
    at.setUTCDate(at.getUTCDate() + 1);
    if (!isWeekend(at)) left -= 1;
  }
  return at;
}

/** A reminder goes out when a step is still undecided this many working days after it began (its due date). */
export const REMIND_AFTER_WORKING_DAYS = 2;
/** The step escalates to the rule's fallback approver this many working days after it began. */
export const ESCALATE_AFTER_WORKING_DAYS = 5;
