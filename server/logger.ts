import pino, { type LoggerOptions } from 'pino';

/** Structured JSON logs; credentials never reach them. */
export const LOGGER_OPTIONS: LoggerOptions = {
  messageKey: 'message',
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', '*.key', '*.secret', '*.token'],
    censor: '[redacted]',
  },
  formatters: { level: (label) => ({ level: label }) },
  timestamp: pino.stdTimeFunctions.isoTime,
};

export function createLogger(level: string) {
  return pino({ ...LOGGER_OPTIONS, level });
}
