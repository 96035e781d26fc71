import { atTime } from '../../core/clock';

// The demo company's six months, as steps on a calendar: each chapter puts its steps on their days, and the build
// runs them all in the order of their time, each as if it happened then (server/core/clock.ts), then the jobs the
// step queued (e-mails, webhook events, fulfilment orders), so that the audit chain, the events and every
// `created_at` read as six months of use. Steps of the same moment run in the order they were put on the calendar.

const DAY_MS = 86_400_000;

type Step = { at: number; order: number; label: string; run: () => Promise<void> };

export class Timeline {
  private readonly steps: Step[] = [];

  /** `today` is the start of the day the build runs on (UTC); steps are placed relative to it. */
  constructor(private readonly today: Date) {}

  /** The moment `daysAgo` days before today at `hour` (UTC, fractions for minutes). */
  moment(daysAgo: number, hour: number): Date {
    return new Date(this.today.getTime() - daysAgo * DAY_MS + hour * 3_600_000);
  }

  /** Puts a step on the calendar. A step must not lie in the future of the build. */
  at(daysAgo: number, hour: number, label: string, run: () => Promise<void>) {
    this.steps.push({ at: this.moment(daysAgo, hour).getTime(), order: this.steps.length, label, run });
  }

  /** Runs every step in time order, each step's jobs after it; resolves to the number of steps run. */
  async run(drainJobs: () => Promise<number>, onStep?: (done: number, total: number) => void): Promise<number> {
    const ordered = [...this.steps].sort((a, b) => a.at - b.at || a.order - b.order);
    for (const [index, step] of ordered.entries()) {
      const at = new Date(Math.min(step.at, Date.now()));
      await atTime(at, async () => {
        try {
          await step.run();
        } catch (error) {
          throw new Error(`demo company, step "${step.label}" (${at.toISOString()}): ${(error as Error).message}`, {
            cause: error,
          });
        }
        await drainJobs();
      });
      onStep?.(index + 1, ordered.length);
    }
    return ordered.length;
  }
}
