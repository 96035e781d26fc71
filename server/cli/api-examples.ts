import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { generateOperatorToken } from '../access/credentials';
import { loadConfig } from '../config';
import { start } from '../start';
import { EXAMPLES_FILE, type RecordedExamples } from '../http/openapi-examples';
import { seedWalkCompany, walkEveryOperation } from './operation-walk';
import { exportsDirOf } from '../exports/files';
import { loadAuditSigningKey } from '../audit/signing-key';

// `npm run api:examples`: starts the API on a throwaway embedded database with the demo data (the Acme company of
// `npm start`), walks every operation of both documents once — the two flows of the spec on the sandbox, the operator's
// side on live data — and records each request body and answer as that operation's example in the OpenAPI documents.
// Secrets and the loopback webhook receiver are replaced by recognisable stand-ins. Spectral's lint step checks every
// example against its schema, so an example that falls behind the contract fails CI.

const WEBHOOK_URL = 'https://hooks.acme.example/loadout';

const receiver = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(204).end());
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/loadout`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-api-examples-'));
const operatorToken = generateOperatorToken();
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  OPERATOR_TOKEN: operatorToken,
  WORKER_IN_PROCESS: 'false',
  WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
});
let companyId = '';
let testKey = '';
const running = await start(config, pino({ level: 'silent' }), {
  api: true,
  worker: false,
  prepare: async (database) => {
    ({ companyId, testKey } = await seedWalkCompany(database.db));
  },
});
const address = running.app!.server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const recorded: RecordedExamples = { public: {}, operator: {} };

try {
  await walkEveryOperation(
    {
      baseUrl,
      db: running.database.db,
      companyId,
      testKey,
      operatorToken,
      receiverUrl,
      exportsDir: exportsDirOf(config),
      signingKey: loadAuditSigningKey(config),
    },
    (call) => {
      // The first call of an operation is its example.
      recorded[call.document][call.operationId] ??= call.example;
    },
  );
  fs.writeFileSync(EXAMPLES_FILE, `${JSON.stringify(standIns(recorded), null, 2)}\n`);
  console.log(
    `wrote ${path.relative(process.cwd(), EXAMPLES_FILE)}: ${Object.keys(recorded.public).length} public and ${Object.keys(recorded.operator).length} operator operations`,
  );
} finally {
  await running.stop();
  receiver.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Secrets of the throwaway run and the loopback receiver, replaced by stand-ins that look like what they replace. */
function standIns(examples: RecordedExamples): RecordedExamples {
  const text = JSON.stringify(examples)
    .replaceAll(receiverUrl, WEBHOOK_URL)
    .replace(
      /"(lo_(?:scim_)?(?:live|test)_)[A-Za-z0-9_-]{20,}"/g,
      (_match, prefix: string) => `"${prefix}${'x'.repeat(40)}"`,
    )
    .replaceAll(baseUrl, 'https://api.loadout.example')
    .replace(/"whsec_[A-Za-z0-9+/=]{20,}"/g, `"whsec_${'A'.repeat(43)}="`);
  return JSON.parse(text) as RecordedExamples;
}
