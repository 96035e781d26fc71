import type { FastifyInstance } from 'fastify';
import { ApiError } from '../core/errors';

// `fatal`: a byte sequence that is not UTF-8 throws, where Buffer#toString would put U+FFFD in its place and store it.
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text, or a 400 when its bytes are not UTF-8 (a byte order mark is dropped). */
export function decodeUtf8Body(body: Buffer, what: string): string {
  try {
    return UTF8.decode(body);
  } catch {
    throw new ApiError('VALIDATION_ERROR', `The request body is not valid UTF-8; send ${what} encoded as UTF-8.`, [
      { path: '(body)', message: 'is not valid UTF-8' },
    ]);
  }
}

/** Replaces Fastify's JSON body parser with one that refuses bytes that are not UTF-8, then parses as before. */
export function parseJsonStrictly(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.decorateRequest('rawJsonBody', null);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decodeUtf8Body(body as Buffer, 'JSON');
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    request.rawJsonBody = text;
    parseJson(request, text, done);
  });
}
