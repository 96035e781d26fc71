import type { FastifyInstance } from 'fastify';
import { decodeUtf8Body } from './strict-utf8';

/** Import files may be larger than ordinary requests. */
export const IMPORT_BODY_LIMIT_BYTES = 20 * 1024 * 1024;

/** Accepts `text/csv` bodies as text, for the import endpoints; the bytes must be UTF-8. */
export function acceptCsvBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      try {
        done(null, decodeUtf8Body(body as Buffer, 'CSV'));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
}
