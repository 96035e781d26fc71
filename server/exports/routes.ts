import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZErrorResponse, ZIdParams } from '@/lib/contract/common';
import {
  EXPORT_RETENTION_DAYS,
  ZCreateExportRequest,
  ZExportDownloadQuery,
  ZExportResponse,
  ZListExportsQuery,
  ZListExportsResponse,
} from '@/lib/contract/exports';
import { ApiError, notFound } from '../core/errors';
import { actorOf, tenantOf } from '../http/authenticate';
import { parseUuid } from '../http/ids';
import { OPERATOR_SCOPE } from '../core/scope';
import type { SecretBox } from '../webhooks/secret-box';
import { openFile, storedPath } from './files';
import * as repo from './repo';
import * as service from './service';

const TAGS = ['Exports'];
const WHAT = 'export';

export type ExportRouteOptions = {
  secretBox: SecretBox;
  dir: string;
  publicBaseUrl?: string;
  /** EXPORTS_MAX_RUNNING_PER_COMPANY: exports a company may have queued or running at once, per mode. */
  maxRunning: number;
};

const MEDIA_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const grantedOf = (request: FastifyRequest) =>
  request.principal?.kind === 'api_key' ? request.principal.scopes : null;

/** CSV and XLSX files of the lists, written in the background and downloaded through signed URLs. */
export const exportRoutes: FastifyPluginAsyncZod<ExportRouteOptions> = async (app, options) => {
  const present = (request: FastifyRequest, row: repo.ExportRow) =>
    service.toExport(row, {
      box: options.secretBox,
      baseUrl: options.publicBaseUrl ?? `${request.protocol}://${request.host}`,
      granted: grantedOf(request),
    });

  app.post('/exports', {
    config: { scopes: ['exports:write'] },
    schema: {
      operationId: 'exports.create',
      summary: 'Export a list to CSV or XLSX',
      description:
        "Starts an export of `kind` with the list's filters and answers 202 with it `queued`; read it with GET /api/v1/exports/:id until `status` is `succeeded`, then fetch `download_url`. " +
        "`filters` are the list endpoint's query parameters (`quotes`: GET /quotes, one row per item and recipient; `inventory`: GET /assets; `device_actions`: GET /device-actions; `employees`: GET /employees; `spend`: `from`, `to`, `currency`, `department`), checked as that endpoint checks them. " +
        `The key needs the read scope of the data too (quotes:read for quotes and spend, assets:read, device_actions:read, employees:read). When the dashboard names a user (Loadout-Actor-Email), they get an e-mail when the file is ready. Exports are deleted after ${EXPORT_RETENTION_DAYS} days. A company may have a few exports queued or running at once in each mode (5 unless the deployment changes it); past that the answer is 429 RATE_LIMITED saying how many are in progress: wait until one has finished, then ask again. Text cells beginning with =, +, -, @, a tab or a carriage return get a leading ' so that spreadsheets never run them as formulas.`,
      tags: TAGS,
      body: ZCreateExportRequest,
      response: { 202: ZExportResponse },
    },
    handler: async (request, reply) => {
      service.assertMayRead(grantedOf(request), request.body.kind);
      const row = await service.createExport(request.db, tenantOf(request), request.body, actorOf(request), {
        maxInProgress: options.maxRunning,
      });
      reply.code(202);
      return { data: present(request, row) };
    },
  });

  app.get('/exports', {
    config: { scopes: ['exports:read'] },
    schema: {
      operationId: 'exports.list',
      summary: 'List exports',
      description: `Newest first; exports are kept ${EXPORT_RETENTION_DAYS} days. \`download_url\` is null for kinds whose data the key may not read.`,
      tags: TAGS,
      querystring: ZListExportsQuery,
      response: { 200: ZListExportsResponse },
    },
    handler: async (request) => {
      const page = await service.listExports(request.db, tenantOf(request), request.query);
      return { data: page.data.map((row) => present(request, row)), meta: page.meta };
    },
  });

  app.get('/exports/:id', {
    config: { scopes: ['exports:read'] },
    schema: {
      operationId: 'exports.retrieve',
      summary: 'Get an export: its status, progress and download URL',
      description:
        "`rows_written` grows while it runs; once `succeeded`, `download_url` is a signed URL valid for 15 minutes (needing no API key): read the export again for a fresh one. The key needs the read scope of the export's data.",
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZExportResponse },
    },
    handler: async (request) => {
      const row = await service.getExportOrThrow(request.db, tenantOf(request), parseUuid(request.params.id, WHAT));
      service.assertMayRead(grantedOf(request), row.kind);
      return { data: present(request, row) };
    },
  });

  app.get('/exports/:id/download', {
    config: { public: true },
    schema: {
      // Reached only through `download_url`, which the Export schema describes; the document lists keyed operations.
      hide: true,
      operationId: 'exports.download',
      summary: "Download an export's file",
      description:
        'The URL is `download_url` of the export, signed and valid for 15 minutes; it needs no API key. An altered or expired URL is a 403 saying so: read the export again for a fresh URL.',
      tags: TAGS,
      params: ZIdParams,
      querystring: ZExportDownloadQuery,
      response: {
        200: {
          description: 'The file, as an attachment named `file_name`.',
          content: {
            [MEDIA_TYPES.csv]: {
              schema: z.string().meta({ description: 'CSV (RFC 4180, UTF-8 with a byte order mark).' }),
            },
            [MEDIA_TYPES.xlsx]: { schema: z.string().meta({ format: 'binary', description: 'An XLSX workbook.' }) },
          },
        },
        403: ZErrorResponse.meta({
          description: 'FORBIDDEN: the URL was altered or has expired; read the export again for a fresh one.',
        }),
        404: ZErrorResponse.meta({
          description: 'NOT_FOUND: the export is not finished, or was deleted after 7 days.',
        }),
      },
    },
    handler: async (request, reply) => {
      const id = parseUuid(request.params.id, WHAT);
      service.verifyDownload(options.secretBox, id, request.query);
      // The signature is the credential: it names one export, of whichever company.
      const row = await repo.findExport(request.db, OPERATOR_SCOPE, id);
      if (!row)
        throw new ApiError(
          'NOT_FOUND',
          `Export '${id}' no longer exists: exports are deleted after ${EXPORT_RETENTION_DAYS} days. Request a new one.`,
        );
      if (row.status !== 'succeeded') throw notFound('finished export', id);
      const size = await stat(storedPath(options.dir, row.id, row.format)).catch(() => null);
      if (!size) throw new ApiError('NOT_FOUND', `The file of export '${id}' is gone. Request a new export.`);
      reply
        .header('content-type', MEDIA_TYPES[row.format])
        .header('content-length', String(size.size))
        .header('content-disposition', `attachment; filename="${row.fileName ?? `${row.id}.${row.format}`}"`)
        .header('cache-control', 'private, no-store');
      // A stream bypasses the serializer; the schema above only documents the file.
      return reply.send(openFile(options.dir, row.id, row.format) as never);
    },
  });
};
