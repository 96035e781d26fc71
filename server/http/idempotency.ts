import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { SecretBox } from '../webhooks/secret-box';
import { canonicalJson } from '../core/canonical-json';
import { ApiError, validationError } from '../core/errors';

export const IDEMPOTENCY_TTL_HOURS = 24;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

function fingerprint(request: FastifyRequest): string {
  const path = request.url.split('?')[0];
  return createHash('sha256')
    .update(`${request.method} ${path}\n${canonicalJson(request.body)}`)
    .digest('hex');
}

/**
 * Wraps a POST handler so that `Idempotency-Key` works: the handler, its writes and the stored response commit in
 * one transaction, so a crash can never leave a write without its stored response (or the reverse). A retry with
 * the same key and body replays the stored response; with another body it is a 409. Only successful responses are
 * stored; a request that failed may be retried with the same key. Stored responses are sealed with the server's key:
 * some carry secrets shown once (API keys, webhook signing secrets).
 */
export function withIdempotency(handler: RouteHandlerMethod, box: SecretBox): RouteHandlerMethod {
  return async function idempotentHandler(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers['idempotency-key'];
    if (key === undefined) return handler.call(this as never, request, reply);
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw validationError('Idempotency-Key', 'must be 1 to 255 printable ASCII characters, such as a UUID');
    }
    const principalId = request.principal?.id ?? `ip:${request.ip}`;
    const requestHash = fingerprint(request);
    const rootDb = request.db;

    return rootDb.transaction(async (tx) => {
      const stored = await claimKey(tx, principalId, key, requestHash);
      if (stored) {
        if (stored.requestHash !== requestHash) {
          throw new ApiError(
            'CONFLICT',
            'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
            { idempotency_key: key },
          );
        }
        reply.code(stored.statusCode).header('Idempotent-Replayed', 'true');
        return openResponse(stored.responseBody, box);
      }
      request.db = tx;
      try {
        const body = await handler.call(this as never, request, reply);
        await tx
          .update(idempotencyKeys)
          .set({
            statusCode: reply.statusCode,
            responseBody: body === undefined ? null : { sealed: box.seal(JSON.stringify(body)) },
          })
          .where(and(eq(idempotencyKeys.principalId, principalId), eq(idempotencyKeys.key, key)));
        return body;
      } finally {
        request.db = rootDb;
      }
    });
  };
}

/** The stored response as it was sent; rows written before responses were sealed are plain JSON. */
function openResponse(stored: unknown, box: SecretBox): unknown {
  if (stored && typeof stored === 'object' && typeof (stored as { sealed?: unknown }).sealed === 'string') {
    return JSON.parse(box.open((stored as { sealed: string }).sealed));
  }
  return stored;
}

/**
 * Inserts the key as "in flight". Returns the stored record when the key was used before (a concurrent request
 * with the same key waits here until the first one commits or rolls back).
 */
async function claimKey(tx: Db, principalId: string, key: string, requestHash: string) {
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.principalId, principalId),
        eq(idempotencyKeys.key, key),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`),
      ),
    );
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ principalId, key, requestHash, statusCode: 0, createdAt: new Date() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.principalId, principalId), eq(idempotencyKeys.key, key)));
  return stored ?? null;
}

/** Forgets stored responses older than 24 hours. */
export async function deleteExpiredIdempotencyKeys(db: Db) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`));
}
