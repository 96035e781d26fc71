import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { loadConfig } from '@/server/config';
import { LOGGER_OPTIONS } from '@/server/logger';
import { start, type Running, type StartOptions } from '@/server/start';
import { createTestDatabase, type TestDatabase } from './database';

export type TestServer = {
  url: string;
  operatorToken: string;
  database: TestDatabase;
  running: Running;
  /** fetch against the server with JSON in and out. */
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
};

export type RequestOptions = { token?: string; body?: unknown; headers?: Record<string, string> };
export type TestResponse = { status: number; headers: Headers; body: any; text: string };

export function newOperatorToken() {
  return `op-bootstrap-${randomBytes(16).toString('hex')}`;
}

/** Starts the real API in this process on a free port, over its own fresh database. */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    database?: TestDatabase;
    logTo?: NodeJS.WritableStream;
  } & Partial<StartOptions> = {},
): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase());
  const operatorToken = options.env?.OPERATOR_TOKEN ?? newOperatorToken();
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    OPERATOR_TOKEN: operatorToken,
    LOG_LEVEL: 'silent',
    WORKER_IN_PROCESS: 'false',
    ...options.env,
  });
  const logger = options.logTo
    ? pino({ ...LOGGER_OPTIONS, level: 'info' }, options.logTo)
    : pino({ level: config.LOG_LEVEL });
  const running = await start(config, logger, {
    api: true,
    worker: config.WORKER_IN_PROCESS,
    extraJobs: options.extraJobs,
    prepare: options.prepare,
    configure: options.configure,
  });
  const address = running.app!.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    operatorToken,
    database,
    running,
    request: (method, path, requestOptions) => sendRequest(url, method, path, requestOptions),
    async close() {
      await running.stop();
      if (!options.database) await database.drop();
    },
  };
}

export async function sendRequest(
  baseUrl: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<TestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}
