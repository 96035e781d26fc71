import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { decodeUtf8Body } from '../http/strict-utf8';

/** Import files may be larger than ordinary requests. */
export const IMPORT_BODY_LIMIT_BYTES = 20 * 1024 * 1024;

export const ZImportBody = z
  .union([z.string(), z.array(z.record(z.string(), z.unknown()))])
  .meta({ description: 'CSV text with a header row (Content-Type: text/csv), or a JSON array of objects.' });

/** Accepts `text/csv` bodies as text, for the import endpoints; the bytes must be UTF-8. */
export function acceptCsvBodies(app: FastifyInstance) {
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT_BYTES }, (_request, body, done) => {
    try {
      done(null, decodeUtf8Body(body as Buffer, 'CSV'));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
