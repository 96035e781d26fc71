import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import type { TErrorCode, TErrorResponse } from '@/lib/contract/common';
import { issuesToDetails } from '../core/error-details';
import { ApiError, NUMBER_OUT_OF_RANGE_MESSAGE, type ErrorDetail, type TErrorDetails } from '../core/errors';
import { isNumberOutOfRange } from '../db/errors';

/** The HTTP status of each error code: the one place that maps domain errors to HTTP. */
export const STATUS_BY_CODE: Record<TErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

type ZodIssueLike = Parameters<typeof issuesToDetails>[0][number];

function envelope(code: TErrorCode, message: string, details: TErrorDetails = null): TErrorResponse {
  return { error: { code, message, details } };
}

function describeDetails(details: ErrorDetail[]) {
  const shown = details.slice(0, 3).map((detail) => `${detail.path}: ${detail.message}`);
  return `Invalid request. ${shown.join('; ')}${details.length > 3 ? `; and ${details.length - 3} more` : ''}.`;
}

/** Maps any error to `{status, body}` in the envelope of the spec. */
export function toErrorResponse(error: unknown, request: FastifyRequest): { status: number; body: TErrorResponse } {
  if (error instanceof ApiError) {
    return { status: STATUS_BY_CODE[error.code], body: envelope(error.code, error.message, error.details) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = issuesToDetails(
      error.validation.map((entry) => ({
        path: entry.instancePath
          .split('/')
          .filter(Boolean)
          .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: entry.message ?? 'is invalid',
        code: entry.keyword,
        keys: (entry.params as { keys?: string[] }).keys,
        errors: (entry.params as { errors?: ZodIssueLike[][] }).errors,
      })),
    );
    return { status: 400, body: envelope('VALIDATION_ERROR', describeDetails(details), details) };
  }
  if (error instanceof ResponseSerializationError) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    return internalError(request);
  }
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        body: envelope('VALIDATION_ERROR', `The request body is not valid JSON: ${fastifyError.message}`, [
          { path: '(body)', message: 'is not valid JSON' },
        ]),
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: envelope('VALIDATION_ERROR', 'The request body is larger than 1 MiB; send less data per request.', [
          { path: '(body)', message: 'is larger than 1 MiB' },
        ]),
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: envelope('VALIDATION_ERROR', 'Send the request body as JSON with `Content-Type: application/json`.', [
          { path: '(body)', message: 'has an unsupported Content-Type' },
        ]),
      };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      // No id is that long (the router stops at 200 characters).
      return {
        status: 404,
        body: envelope('NOT_FOUND', `No object has an id that long: ${request.url.split('?')[0]!.slice(0, 300)}`),
      };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: envelope('VALIDATION_ERROR', 'The Content-Length header does not match the body.') };
  }
  if (isNumberOutOfRange(error)) {
    // The contracts bound every number; this catches a path that escaped them, so that it is still the client's 400.
    return {
      status: 400,
      body: envelope('VALIDATION_ERROR', NUMBER_OUT_OF_RANGE_MESSAGE, [
        { path: '(body)', message: 'contains a number out of range' },
      ]),
    };
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    // Other client errors raised by Fastify itself (bad URL encoding and the like).
    return { status: 400, body: envelope('VALIDATION_ERROR', fastifyError.message) };
  }
  request.log.error({ err: error }, 'unexpected error');
  return internalError(request);
}

function internalError(request: FastifyRequest) {
  return {
    status: 500,
    body: envelope(
      'INTERNAL_ERROR',
      `Something went wrong on our side. Try again later; if it persists, contact support with request id ${request.id}.`,
    ),
  };
}

export function sendError(reply: FastifyReply, error: unknown) {
  const { status, body } = toErrorResponse(error, reply.request);
  return reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

/**
 * Fastify's clientErrorHandler: requests that Node's HTTP parser rejects before Fastify sees them (headers over
 * 16 KiB, a malformed request line) still get the envelope, as Fastify's default handler would not.
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request line and headers are larger than 16 KiB; send shorter query strings and headers.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request was not received in time.']
        : [400, 'The request is not valid HTTP/1.1.'];
  const body = JSON.stringify(envelope('VALIDATION_ERROR', message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Every failure, including unknown routes, leaves in the error envelope. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, _request, reply) => sendError(reply, error));
  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      new ApiError(
        'NOT_FOUND',
        `No route matches ${request.method} ${request.url.split('?')[0]}. See /api/v1/docs for the list of endpoints.`,
      ),
    ),
  );
}
