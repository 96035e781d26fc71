import pino from 'pino';
import { loadConfig } from '@/server/config';
import { LOGGER_OPTIONS } from '@/server/logger';
import { start, type Running, type StartOptions } from '@/server/start';
import { createTestDatabase, type TestDatabase } from './database';
import { newOperatorToken, sendRequest, type RequestOptions, type TestResponse } from './http-client';

export { newOperatorToken, sendRequest, type RequestOptions, type TestResponse };

export type TestServer = {
  url: string;
  operatorToken: string;
  database: TestDatabase;
  running: Running;
  /** fetch against the server with JSON in and out. */
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
};

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
