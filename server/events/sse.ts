import { Readable } from 'node:stream';
import { SlowReaderError, type EventSubscription } from './feed';
import { presentEvent } from './present';

export type StreamSettings = {
  /** A comment line is sent after this long without anything else (EVENT_STREAM_HEARTBEAT). */
  heartbeatMs: number;
  /** The reader is dropped once its socket accepted nothing for this long while events waited (EVENT_STREAM_STALL). */
  stallMs: number;
};

/** What a dropped reader is told last, when its socket still takes it. */
export type StreamEndReason = { code: 'SLOW_READER' | 'SHUTTING_DOWN'; message: string };

/** The reconnection delay EventSource clients use after a dropped connection. */
const RETRY_MS = 2_000;

/** One event as Server-Sent Events: `id:` the event id, `event:` its type, `data:` the event as webhooks send it. */
export function eventFrame(row: Parameters<typeof presentEvent>[0]): string {
  return `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(presentEvent(row))}\n\n`;
}

const endFrame = (reason: StreamEndReason) => `event: error\ndata: ${JSON.stringify({ error: reason })}\n\n`;

/**
 * The body of an event stream, pulled by the socket: events are taken from the subscription only when the socket
 * wants more, so a reader that stops reading leaves them in the subscription's bounded queue (which drops it when
 * full) and is dropped after `stallMs` with its socket full, with a last `event: error` when it still fits.
 */
export class EventStreamBody extends Readable {
  private pumping = false;
  private heartbeat: NodeJS.Timeout;
  private stall: NodeJS.Timeout | null = null;
  private ended = false;

  constructor(
    private readonly subscription: EventSubscription,
    private readonly settings: StreamSettings,
    private readonly onDropped: (reason: StreamEndReason) => void,
  ) {
    super({ highWaterMark: 16 * 1024 });
    this.push(`retry: ${RETRY_MS}\n\n`);
    this.heartbeat = setInterval(() => this.write(': heartbeat\n\n'), settings.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Ends the stream with a last `event: error` (the subscription overflowed, the server shuts down). */
  dropReader(reason: StreamEndReason) {
    if (this.ended) return;
    this.write(endFrame(reason));
    this.finish();
    this.onDropped(reason);
  }

  override _read() {
    if (this.stall) clearTimeout(this.stall);
    this.stall = null;
    if (!this.pumping) void this.pump();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.finish();
    callback(error);
  }

  private async pump() {
    this.pumping = true;
    try {
      while (!this.ended) {
        const rows = await this.subscription.next();
        if (rows === null) {
          this.finish();
          return;
        }
        if (!this.write(rows.map(eventFrame).join(''))) {
          // The socket is full: wait for _read, and drop the reader if it does not come.
          this.stall = setTimeout(
            () =>
              this.dropReader({
                code: 'SLOW_READER',
                message: `The connection accepted nothing for ${this.settings.stallMs} ms while events waited: read the stream faster, then reconnect with Last-Event-ID.`,
              }),
            this.settings.stallMs,
          );
          this.stall.unref();
          return;
        }
      }
    } catch (error) {
      if (error instanceof SlowReaderError) {
        this.dropReader({
          code: 'SLOW_READER',
          message: `${error.queued} events waited for this connection: read the stream faster, then reconnect with Last-Event-ID.`,
        });
      } else this.destroy(error as Error);
    } finally {
      this.pumping = false;
    }
  }

  private write(text: string): boolean {
    if (this.ended) return false;
    this.heartbeat.refresh();
    return this.push(text);
  }

  private finish() {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.heartbeat);
    if (this.stall) clearTimeout(this.stall);
    this.subscription.close();
    this.push(null);
  }
}
