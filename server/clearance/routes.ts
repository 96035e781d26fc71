import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAssetResponse, ZClearanceQueueQuery, ZClearanceQueueResponse } from '@/lib/contract/assets';
import { ZClearAssetRequest, ZErasureCertificateResponse, ZRecordErasureRequest } from '@/lib/contract/clearance';
import { ZIdParams } from '@/lib/contract/common';
import { tenantOf } from '../http/authenticate';
import { parseUuid } from '../http/ids';
import type { FastifyRequest } from 'fastify';
import type { TScope } from '@/lib/contract/access';
import type { Scope } from '../core/scope';
import * as service from './service';

const WHAT = 'asset';

/** JSON when the Accept header prefers it to a PDF (or names only JSON); the PDF otherwise, as without a header. */
function wantsJson(accept: string | undefined): boolean {
  if (!accept) return false;
  const weights = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [type, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    weights.set(type!.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const json = weights.get('application/json') ?? 0;
  const pdf = weights.get('application/pdf') ?? weights.get('application/*') ?? weights.get('*/*') ?? 0;
  return json > 0 && json >= pdf && !(json === pdf && weights.has('application/pdf'));
}

/** GET /api/v1/assets/:id/erasure-certificate: the PDF, or its JSON record with `Accept: application/json`. */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/assets/:id/erasure-certificate', {
    config: { scopes: ['assets:read'] },
    schema: {
      operationId: 'assets.retrieveErasureCertificate',
      summary: "Download a device's erasure certificate",
      description:
        "The certificate Loadout issued when it erased the device's data (NIST SP 800-88) before its resale or recycling: the PDF by default, or its JSON record with `Accept: application/json`. The PDF's SHA-256 is `pdf_sha256` of the record, and is in the audit log. A device without a certificate is a 404.",
      tags: ['Assets'],
      params: ZIdParams,
      response: {
        200: {
          description: 'The certificate: a PDF (`application/pdf`), or its record (`application/json`).',
          content: {
            'application/pdf': {
              schema: z.string().meta({ format: 'binary', description: 'The certificate as a one-page PDF.' }),
            },
            'application/json': { schema: ZErasureCertificateResponse },
          },
        },
      },
    },
    handler: async (request, reply) => {
      const certificate = await service.getCertificateOrThrow(
        request.db,
        tenantOf(request),
        parseUuid(request.params.id, WHAT),
      );
      if (wantsJson(request.headers.accept)) return { data: certificate.record };
      const pdf = await certificate.pdf();
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${certificate.record.number}.pdf"`)
        .header('cache-control', 'private, no-store');
      // A Buffer bypasses the serializer; the schema above documents the file.
      return reply.send(pdf as never);
    },
  });
};

/**
 * The erasure and the clearance of a device, as Loadout's staff record them (operator API), and as the sandbox's
 * test helpers do for a test key's devices. `scopeOf` is the operator's scope or the key's tenant.
 */
/** The operator's queue of devices waiting for clearance. */
export const clearanceQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/clearance-queue', {
    schema: {
      operationId: 'assets.listClearanceQueue',
      summary: 'List the devices waiting for clearance',
      description:
        "Every company's devices a Store sent to clearance that are not cleared yet, oldest first: those without `erasure` wait for it, the others for their outcome.",
      tags: ['Clearance'],
      querystring: ZClearanceQueueQuery,
      response: { 200: ZClearanceQueueResponse },
    },
    handler: async (request) => service.listClearanceQueue(request.db, request.query),
  });
};

export function clearanceRoutes(options: {
  scopeOf: (request: FastifyRequest) => Scope;
  tags: string[];
  operationIds: { erasure: string; clearance: string };
  /** The key's scopes a test helper needs; none on the operator API. */
  scopes?: readonly TScope[];
  /** How a summary names the device: "a sandbox device" for the test helpers. */
  device: string;
}) {
  const config = { errors: [409] as const, ...(options.scopes ? { scopes: options.scopes } : {}) };
  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.post('/assets/:id/erasure', {
      config,
      schema: {
        operationId: options.operationIds.erasure,
        summary: `Record the data erasure of ${options.device} and issue its certificate`,
        description:
          'For a device a Store sent to clearance, once received: the NIST SP 800-88 method, the tool, the day, who did it and the verification. A verified erasure issues the erasure certificate (event `asset.erased`); a failed verification issues none and is a 409.',
        tags: options.tags,
        params: ZIdParams,
        body: ZRecordErasureRequest,
        response: { 201: ZAssetResponse },
      },
      handler: async (request, reply) => {
        const asset = await service.recordErasure(
          request.db,
          options.scopeOf(request),
          parseUuid(request.params.id, WHAT),
          request.body,
        );
        reply.code(201);
        return { data: asset };
      },
    });

    app.post('/assets/:id/clearance', {
      config,
      schema: {
        operationId: options.operationIds.clearance,
        summary: `Record how ${options.device} left the inventory after its erasure`,
        description:
          'After its erasure certificate: `resale` with the amount credited to the company, or `recycle`. The asset is then `cleared`, out of the active inventory with its history kept (event `asset.cleared`).',
        tags: options.tags,
        params: ZIdParams,
        body: ZClearAssetRequest,
        response: { 200: ZAssetResponse },
      },
      handler: async (request) => ({
        data: await service.clearAsset(
          request.db,
          options.scopeOf(request),
          parseUuid(request.params.id, WHAT),
          request.body,
        ),
      }),
    });
  };
  return plugin;
}
