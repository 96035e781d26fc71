import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { generateOperatorToken } from '../access/credentials';
import { loadConfig } from '../config';
import { start } from '../start';
import { API_TYPE_FILES, renderApiTypes } from './render-api-types';

// `npm run api:types`: starts the API on a throwaway embedded database, fetches the OpenAPI documents it serves and
// regenerates the typed clients' declarations in lib/api/. A test fails when these files fall behind the API.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-api-types-'));
const operatorToken = generateOperatorToken();
const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', OPERATOR_TOKEN: operatorToken, WORKER_IN_PROCESS: 'false' });
const running = await start(config, pino({ level: 'silent' }), { api: true, worker: false });
try {
  const address = running.app!.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  for (const { documentPath, file, needsOperatorToken } of API_TYPE_FILES) {
    const response = await fetch(baseUrl + documentPath, { headers: needsOperatorToken ? { authorization: `Bearer ${operatorToken}` } : {} });
    if (!response.ok) throw new Error(`GET ${documentPath} answered ${response.status}`);
    fs.writeFileSync(file, await renderApiTypes(await response.json()));
    console.log(`wrote ${file}`);
  }
} finally {
  await running.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
