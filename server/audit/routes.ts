import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@/lib/contract/common';
import {
  ZAuditEventResponse,
  ZAuditPublicKeyResponse,
  ZListAuditCheckpointsQuery,
  ZListAuditCheckpointsResponse,
  ZListAuditEventsQuery,
  ZListAuditEventsResponse,
} from '@/lib/contract/audit';
import { notFound } from '../core/errors';
import { tenantOf } from '../http/authenticate';
import { parseUuid } from '../http/ids';
import * as service from './service';
import { rawPublicKey, type AuditSigningKey } from './signing-key';

const CONFIG = { scopes: ['audit:read'] as const };
const TAGS = ['Audit log'];

/** Who changed what, when and from where: the company's audit trail, and the signed checkpoints of its chains. */
export const auditRoutes: FastifyPluginAsyncZod<{ signingKey: Pick<AuditSigningKey, 'publicKey' | 'keyId'> }> = async (
  app,
  { signingKey },
) => {
  app.get('/audit-events', {
    config: CONFIG,
    schema: {
      operationId: 'auditEvents.list',
      summary: 'List audit events',
      description:
        'Newest first, one event per change to company data in the key’s mode: by dashboard users, API keys, Loadout operators, SCIM and background jobs. Filters combine with AND.',
      tags: TAGS,
      querystring: ZListAuditEventsQuery,
      response: { 200: ZListAuditEventsResponse },
    },
    handler: async (request) => service.listAuditEvents(request.db, tenantOf(request), request.query),
  });

  app.get('/audit-events/:id', {
    config: CONFIG,
    schema: {
      operationId: 'auditEvents.retrieve',
      summary: 'Get an audit event',
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZAuditEventResponse },
    },
    handler: async (request) => {
      const id = parseUuid(request.params.id, 'audit event');
      const event = await service.findAuditEvent(request.db, tenantOf(request), id);
      if (!event) throw notFound('audit event', id);
      return { data: event };
    },
  });

  app.get('/audit-checkpoints', {
    config: CONFIG,
    schema: {
      operationId: 'auditCheckpoints.list',
      summary: 'List audit chain checkpoints',
      description:
        'Newest first: the head of the key’s chain (its company’s events of its mode) as Loadout signed it, every AUDIT_CHECKPOINT_INTERVAL (10 minutes by default) while the chain grows. Keep them: a chain rewritten after a checkpoint no longer reaches the hash it signed.',
      tags: TAGS,
      querystring: ZListAuditCheckpointsQuery,
      response: { 200: ZListAuditCheckpointsResponse },
    },
    handler: async (request) => service.listAuditCheckpoints(request.db, tenantOf(request), request.query),
  });

  const publicKey = {
    algorithm: 'Ed25519' as const,
    key_id: signingKey.keyId,
    public_key: rawPublicKey(signingKey.publicKey).toString('base64'),
    public_key_pem: signingKey.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  };
  app.get('/audit-checkpoints/public-key', {
    config: { public: true },
    schema: {
      operationId: 'auditCheckpoints.publicKey',
      summary: 'Get the public key of audit checkpoints',
      description:
        'The Ed25519 public key that verifies the `signature` of audit checkpoints. Public (no API key). Pin its `key_id` when you first read it: a checkpoint signed by another key deserves a question to Loadout.',
      tags: TAGS,
      response: { 200: ZAuditPublicKeyResponse },
    },
    handler: async () => ({ data: publicKey }),
  });
};
