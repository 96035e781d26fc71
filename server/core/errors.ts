import { MONEY_MAX, type TErrorCode, type TErrorResponse } from '@/lib/contract/common';

// The domain errors that services throw. Only server/http/errors.ts knows which HTTP status each code becomes.

export type ErrorDetail = { path: string; message: string };

export type TErrorDetails = TErrorResponse['error']['details'];

/** The one error that services throw; server/http turns it into the error envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly details: TErrorDetails = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what: string, id: string) =>
  new ApiError('NOT_FOUND', `No ${what} with id '${id}' was found.`);

export const validationError = (path: string, message: string) =>
  new ApiError('VALIDATION_ERROR', `${path}: ${message}`, [{ path, message }]);

export const NUMBER_OUT_OF_RANGE_MESSAGE = `A number is too large to store: amounts must be from 0 to ${MONEY_MAX} and whole numbers below 2147483648. Send a smaller value.`;
