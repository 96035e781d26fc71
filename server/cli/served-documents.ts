import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { generateOperatorToken } from '../access/credentials';
import { loadConfig } from '../config';
import { start } from '../start';

/** The OpenAPI documents the API serves, and who may read each. */
export const SERVED_DOCUMENTS = [
  { name: 'public', documentPath: '/api/v1/openapi.json', needsOperatorToken: false },
  { name: 'operator', documentPath: '/operator/v1/openapi.json', needsOperatorToken: true },
] as const;

export type ServedDocument = {
  name: (typeof SERVED_DOCUMENTS)[number]['name'];
  documentPath: string;
  document: object;
};

/**
 * Starts the API on a throwaway embedded database and loopback port, fetches each OpenAPI document over HTTP as an
 * integrator would, and stops it again.
 */
export async function fetchServedDocuments(): Promise<ServedDocument[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-openapi-'));
  const operatorToken = generateOperatorToken();
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    OPERATOR_TOKEN: operatorToken,
    WORKER_IN_PROCESS: 'false',
  });
  const running = await start(config, pino({ level: 'silent' }), { api: true, worker: false });
  try {
    const address = running.app!.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const documents: ServedDocument[] = [];
    for (const { name, documentPath, needsOperatorToken } of SERVED_DOCUMENTS) {
      const response = await fetch(baseUrl + documentPath, {
        headers: needsOperatorToken ? { authorization: `Bearer ${operatorToken}` } : {},
      });
      if (!response.ok) throw new Error(`GET ${documentPath} answered ${response.status}`);
      documents.push({ name, documentPath, document: (await response.json()) as object });
    }
    return documents;
  } finally {
    await running.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
