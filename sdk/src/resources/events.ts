import type { RequestOptions } from '../http';
import { readServerSentEvents } from '../sse';
import type { Event, ListEventsParams, StreamEventsParams } from '../types';
import { Resource } from './resource';

export type StreamEventsOptions = {
  /** Resume after this event: the events after it come first, then live ones. */
  lastEventId?: string;
  /** Aborting ends the iteration. */
  signal?: AbortSignal;
};

/** The server's last words before it drops a stream (`event: error`): a reader too slow, a shutdown. */
export class StreamEndedError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'StreamEndedError';
    this.code = code;
  }
}

/** What happened to the company's data, 30 days back: the events webhooks deliver. A key sees the families it may read. */
export class EventsResource extends Resource {
  /** Newest first; filter by `type` (`quote.*`), `object_id` and time. */
  list(params: ListEventsParams = {}, options?: RequestOptions) {
    return this.http.list<Event>('events.list', params, options);
  }

  retrieve(id: string, options?: RequestOptions) {
    return this.http.request<Event>('events.retrieve', [id], {}, options);
  }

  /**
   * Each event as it commits (Server-Sent Events), with `for await`; resumes after `lastEventId`. The iteration ends
   * when the server ends the stream, and throws StreamEndedError when it says why (a reader too slow, a shutdown):
   * reconnect with the id of the last event received, and nothing is lost.
   */
  async *stream(params: StreamEventsParams = {}, options: StreamEventsOptions = {}): AsyncGenerator<Event> {
    const headers: Record<string, string> = options.lastEventId ? { 'last-event-id': options.lastEventId } : {};
    const response = await this.http.openStream('events.stream', params, headers, options.signal);
    if (!response.body) return;
    for await (const message of readServerSentEvents(response.body)) {
      if (message.event === 'error') {
        const reason = JSON.parse(message.data) as { error?: { code?: string; message?: string } };
        throw new StreamEndedError(reason.error?.code ?? 'STREAM_ENDED', reason.error?.message ?? message.data);
      }
      yield JSON.parse(message.data) as Event;
    }
  }
}
