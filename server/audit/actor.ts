import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import { ACTOR_HEADERS } from '@/lib/contract/approvals';
import type { StoredAuditActor } from '../db/schema';
import { actorOf } from '../http/authenticate';

/** Who made a change and from where, as an audit event records it. */
export type AuditSource = { actor: StoredAuditActor; ipAddress: string | null; userAgent: string | null };

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text.slice(0, 512) : null;
}

/**
 * Where the change came from: for a person a key names (the dashboard's user), the address and browser the key holder
 * reports for them in Loadout-Actor-Ip and Loadout-Actor-User-Agent; otherwise the caller's own.
 */
function origin(request: FastifyRequest, person: boolean) {
  return {
    ipAddress: (person && header(request, ACTOR_HEADERS.ip)) || request.ip || null,
    userAgent: (person && header(request, ACTOR_HEADERS.userAgent)) || header(request, 'user-agent'),
  };
}

/** Where the request really came from: the key or token holder's own address and client, whatever it reports. */
function peerOf(request: FastifyRequest) {
  return { peer_ip: request.ip || null, peer_user_agent: header(request, 'user-agent') };
}

/**
 * A request with a company key: the person it names (Loadout-Actor-*), else the key itself. A named person is what the
 * key asserted, so the actor says so, with the key that asserted it and the address the request came from.
 */
export function apiKeySource(request: FastifyRequest): AuditSource {
  const principal = request.principal;
  if (principal?.kind !== 'api_key') throw new Error('apiKeySource() called outside an API-key-authenticated route');
  const named = actorOf(request);
  if (named.type === 'user' && named.email) {
    return {
      actor: {
        type: 'user',
        email: named.email,
        name: named.name,
        role: named.role,
        api_key_id: principal.id,
        api_key_name: principal.name,
        asserted: true,
        api_key_suffix: principal.suffix,
        ...peerOf(request),
      },
      ...origin(request, true),
    };
  }
  return {
    actor: { type: 'api_key', api_key_id: principal.id, api_key_name: principal.name },
    ...origin(request, false),
  };
}

/** A request with an operator token: the token, and the operator the console names (asserted by the token). */
export function operatorSource(request: FastifyRequest): AuditSource {
  const principal = request.principal;
  if (principal?.kind !== 'operator') throw new Error('operatorSource() called outside an operator route');
  const named = actorOf(request);
  return {
    actor: {
      type: 'operator',
      operator_token_id: principal.id,
      email: named.email,
      name: named.name,
      asserted: named.email !== null,
      ...peerOf(request),
    },
    ...origin(request, named.email !== null),
  };
}

/** A request of a company's identity provider with its SCIM token. */
export function scimSource(request: FastifyRequest, scimTokenId: string): AuditSource {
  return { actor: { type: 'scim', scim_token_id: scimTokenId }, ...origin(request, false) };
}

/** Loadout's staff at the command line (`npm run operator`), named by their account on the machine. */
export function commandLineSource(): AuditSource {
  return {
    actor: {
      type: 'operator',
      operator_token_id: 'command-line',
      email: null,
      name: os.userInfo().username,
      asserted: false,
      peer_ip: null,
      peer_user_agent: null,
    },
    ipAddress: null,
    userAgent: 'npm run operator',
  };
}

/** Someone holding a one-time link Loadout sent (a new hire choosing their equipment); the link is the credential. */
export function linkSource(request: FastifyRequest): AuditSource {
  return { actor: { type: 'link' }, ...origin(request, false) };
}

/** A background job. */
export function jobSource(job: string): AuditSource {
  return { actor: { type: 'job', job }, ipAddress: null, userAgent: null };
}
