import type { TScope } from '@/lib/contract/access';
import type { Db } from '../db/client';
import type { Principal } from './authenticate';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- declaration merging needs interfaces */
declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling; set by the authentication hook of /api/v1 and /operator/v1. */
    principal?: Principal;
    /** The database handle for this request: a transaction while an idempotent POST runs. */
    db: Db;
  }
  interface FastifyContextConfig {
    /** Scopes the API key needs for this route. */
    scopes?: readonly TScope[];
    /** The route changes the quote `:id`: this instance's cached copy is dropped before the answer leaves (quotes/read-cache.ts). */
    changesQuote?: boolean;
    /** No credential needed (documentation, health). */
    public?: boolean;
  }
}
