import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { sealPendingChains } from './seal';

/** How often the worker looks for unsealed events: an event is sealed within about this long after it commits. */
export const SEAL_INTERVAL_MS = 250;

/**
 * The worker's sealer (`audit.seal`): every SEAL_INTERVAL_MS it seals every chain with unsealed events. Writers
 * notify nothing and enqueue nothing (that would cost every write a row or a commit-time lock); the tick is both the
 * trigger and the sweep. Nothing is lost on a restart: what waits is in the table, and the next tick (of this or any
 * worker: a chain held by one is skipped by the others) seals it. Reads of the log seal their chain first anyway.
 */
export class AuditSealer {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private failing = false;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly intervalMs = SEAL_INTERVAL_MS,
  ) {}

  start() {
    if (this.timer) return;
    this.timer = setInterval(() => {
      // A tick still sealing (a large backlog) is not overtaken by the next.
      this.running ??= this.tick().finally(() => (this.running = null));
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async tick() {
    try {
      const sealed = await sealPendingChains(this.db);
      if (this.failing) this.log.info({ sealed }, 'audit sealing works again');
      this.failing = false;
    } catch (error) {
      // Logged once per outage, not four times a second; the unsealed-events gauge and its alert tell the rest.
      if (!this.failing) this.log.error({ err: error }, 'could not seal audit events; retrying every tick');
      this.failing = true;
    }
  }
}
