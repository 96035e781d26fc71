import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Import files may be larger than ordinary requests. */
export const IMPORT_BODY_LIMIT_BYTES = 20 * 1024 * 1024;

export const ZImportBody = z
  .union([z.string(), z.array(z.record(z.string(), z.unknown()))])
  .meta({ description: 'CSV text with a header row (Content-Type: text/csv), or a JSON array of objects.' });

/** Accepts `text/csv` bodies as text, for the import endpoints. */
export function acceptCsvBodies(app: FastifyInstance) {
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT_BYTES }, (_request, body, done) =>
    done(null, body),
  );
}
