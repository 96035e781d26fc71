import pino, { type LoggerOptions } from 'pino';
import { serializeError, serializeRequest } from './log-redaction';

/**
 * Where a credential could sit in what we log: request headers (a raw request, or headers logged on their own) and
 * properties of an error. Paths are explicit: a wildcard such as `*.token` sends every logged value, the
 * per-request bindings included, through the redactor, which cost a tenth of a cached read's CPU.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'err.key',
  'err.secret',
  'err.token',
];

/**
 * Structured JSON logs; credentials never reach them, nor do the values of a failed database statement (see
 * log-redaction.ts: secrets in logged URLs are redacted, errors lose their parameters).
 */
export const LOGGER_OPTIONS: LoggerOptions = {
  messageKey: 'message',
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  serializers: { req: serializeRequest, err: serializeError },
  formatters: { level: (label) => ({ level: label }) },
  timestamp: pino.stdTimeFunctions.isoTime,
};

export function createLogger(level: string) {
  return pino({ ...LOGGER_OPTIONS, level });
}
