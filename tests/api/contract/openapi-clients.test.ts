import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';

// The public OpenAPI document as four widely used generators read it: the clients that openapi-typescript,
// @hey-api/openapi-ts, orval and oazapfts generate from the served document compile under TypeScript strict, together
// with a file that branches on a 409 of each (POST /device-actions, a decided item's PATCH), which only compiles when
// the document lists that status. One tsc run checks all four.

const run = promisify(execFile);
const bin = (name: string) => path.resolve('node_modules/.bin', name);
const quiet = { ...process.env, DO_NOT_TRACK: '1', SCARF_ANALYTICS: 'false', NO_COLOR: '1' };

const USAGE = `
import createClient from 'openapi-fetch';
import type { paths } from './openapi-typescript';
import type { DeviceActionsCreateErrors, QuotesUpdateItemErrors } from './hey-api/types.gen';
import { deviceActionsCreate as orvalCreate, quotesUpdateItem as orvalUpdateItem } from './orval/client';
import { deviceActionsCreate as oazapftsCreate } from './oazapfts';

type Conflict = { error: { code: string; message: string } };

export async function openapiTypescript(): Promise<string | null> {
  const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:3000' });
  const { error, response } = await client.POST('/api/v1/device-actions', {
    body: { action_type: 'Store', serial_number: 'C02XG0FDH7JY' },
  });
  const decided: paths['/api/v1/quotes/{id}/items/{itemId}']['patch']['responses'][409]['content']['application/json'] =
    { error: { code: 'CONFLICT', message: 'decided', details: null } };
  if (response.status === 409 && error) return error.error.code + decided.error.code;
  return null;
}

export const heyApi: [Conflict, Conflict] = [
  {} as DeviceActionsCreateErrors[409],
  {} as QuotesUpdateItemErrors[409],
];

export async function orval(): Promise<string | null> {
  const created = await orvalCreate({ action_type: 'Store', serial_number: 'C02XG0FDH7JY' });
  if (created.status === 409) return created.data.error.code;
  const decided = await orvalUpdateItem('q', 'i', { action: 'reject' });
  if (decided.status === 409) return decided.data.error.code;
  return null;
}

export async function oazapfts(): Promise<string | null> {
  const created = await oazapftsCreate({ action_type: 'Store', serial_number: 'C02XG0FDH7JY' });
  if (created.status === 409) return created.data.error.code;
  return null;
}
`;

let server: TestServer;
let dir: string;

beforeAll(async () => {
  server = await startTestServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-clients-'));
});
afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('clients generated from GET /api/v1/openapi.json', () => {
  it('compile under TypeScript strict with openapi-typescript, @hey-api/openapi-ts, orval and oazapfts, 409 typed', async () => {
    const served = await server.request('GET', '/api/v1/openapi.json');
    expect(served.status).toBe(200);
    const document = path.join(dir, 'openapi.json');
    fs.writeFileSync(document, served.text);
    const out = (name: string) => path.join(dir, name);
    await Promise.all([
      run(bin('openapi-typescript'), [document, '-o', out('openapi-typescript.d.ts')], { env: quiet }),
      run(bin('openapi-ts'), ['-i', document, '-o', out('hey-api')], { env: quiet }),
      run(bin('orval'), ['--input', document, '--output', out('orval/client.ts'), '--client', 'fetch'], {
        env: quiet,
      }),
      run(bin('oazapfts'), [document, out('oazapfts.ts')], { env: quiet }),
    ]);
    fs.writeFileSync(out('usage.ts'), USAGE);
    const modules = path.resolve('node_modules');
    fs.writeFileSync(
      out('tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          types: [],
          // The generated code imports its runtimes as an integrator's project would have them installed.
          paths: {
            'openapi-fetch': [path.join(modules, 'openapi-fetch')],
            '@oazapfts/runtime': [path.join(modules, '@oazapfts/runtime')],
            '@oazapfts/runtime/*': [path.join(modules, '@oazapfts/runtime/*')],
          },
        },
        include: ['**/*.ts'],
      }),
    );
    const compiled = await run(bin('tsc'), ['-p', out('tsconfig.json')], { env: quiet }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(compiled.split('\n').filter(Boolean)).toEqual([]);
  }, 300_000);
});
