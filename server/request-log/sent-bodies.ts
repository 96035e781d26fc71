import { BODY_RESEND_INTERVAL_MS, type NewRequestLogBody } from './repo';

/**
 * The bodies this process wrote lately, by company and hash, so that a body every batch names (a quote polled all
 * day) is sent once per BODY_RESEND_INTERVAL_MS rather than with each batch. Bounded: the longest unsent go first.
 */
export class SentBodies {
  /** When each body was last written (ms), oldest first. */
  private readonly sentAt = new Map<string, number>();

  constructor(private readonly max = 10_000) {}

  /** The bodies to send with a write at `now`: those this process has not written within the interval. */
  toSend(bodies: NewRequestLogBody[], now: number): NewRequestLogBody[] {
    return bodies.filter((body) => {
      const sentAt = this.sentAt.get(keyOf(body));
      return sentAt === undefined || now - sentAt >= BODY_RESEND_INTERVAL_MS;
    });
  }

  /** Notes bodies as written at `now` (once the statement that held them succeeded). */
  written(bodies: NewRequestLogBody[], now: number) {
    for (const body of bodies) {
      const key = keyOf(body);
      this.sentAt.delete(key);
      this.sentAt.set(key, now);
    }
    for (const key of this.sentAt.keys()) {
      if (this.sentAt.size <= this.max) break;
      this.sentAt.delete(key);
    }
  }
}

const keyOf = (body: NewRequestLogBody) => `${body.companyId} ${body.hash}`;
