import type { TScope } from '@/lib/contract/access';
import type { Db } from '../db/client';
import type { EventFeed } from '../events/feed';
import type { Principal } from './authenticate';
import type { ErrorStatus } from './openapi-responses';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- declaration merging needs interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's subscriptions to its tenants' events (server/events/feed.ts): the event stream reads them. */
    eventFeed: EventFeed;
  }
  interface FastifyRequest {
    /** Who is calling; set by the authentication hook of /api/v1 and /operator/v1. */
    principal?: Principal;
    /** The database handle for this request: a transaction while an idempotent POST runs. */
    db: Db;
    /** A JSON body as it was sent (before validation changed it), for the request log; null without one. */
    rawJsonBody: string | null;
  }
  interface FastifyContextConfig {
    /** Scopes the API key needs for this route. */
    scopes?: readonly TScope[];
    /**
     * The route changes a quote, found by its `:id` (`'id'`, or its number) or by the `data.quote_id` of its answer
     * (`'answer'`, for an approval request's decisions): this instance's cached copy is dropped before the answer leaves
     * (quotes/read-cache.ts).
     */
    changesQuote?: 'id' | 'answer';
    /** No credential needed (documentation, health). */
    public?: boolean;
    /** `false` on a POST that changes nothing (a calculation, a search): it leaves no audit event (server/audit). */
    audit?: boolean;
    /**
     * Error statuses the route answers besides those its method, path and credential imply (openapi-responses.ts):
     * a 409 of a PATCH or DELETE that a state forbids, a 404 for an object its body names. Documented in OpenAPI.
     */
    errors?: readonly ErrorStatus[];
    /** `false`: the request is not written to the company's request log (its own reads, server/request-log). */
    requestLog?: boolean;
    /**
     * The scopes that guard the bodies of this route's request-log entries, for a route that checks scopes itself and
     * answers each key what it may read (the events list): defaults to `scopes`.
     */
    logScopes?: readonly TScope[];
    /**
     * A long-lived response (the event stream): not counted among the requests in flight that load shedding bounds,
     * which it would otherwise fill; the route bounds its own connections.
     */
    longLived?: boolean;
  }
}
