import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, createKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// @loadout/sdk as an integrator gets it: built and packed (`npm pack`), installed from the tarball into a scratch
// project outside the repository (offline: the package has no dependencies), compiled with the repository's
// TypeScript under the strictest settings, once for Node's own resolution and once for bundlers, and run against a
// real API: Flow A and Flow B from ES modules, and a call through require() from CommonJS.

const run = promisify(execFile);
const REPO = path.resolve(import.meta.dirname, '../../..');
const SDK_DIR = path.join(REPO, 'sdk');
const TSC = path.join(REPO, 'node_modules/typescript/bin/tsc');
const CONSUMER_SOURCES = path.join(REPO, 'tests/support/sdk-consumer');
const manifest = JSON.parse(fs.readFileSync(path.join(SDK_DIR, 'package.json'), 'utf8')) as { version: string };

const STRICTEST = {
  target: 'ES2022',
  lib: ['ES2022', 'DOM'],
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  skipLibCheck: false,
  types: [],
};
const TSCONFIGS = {
  'tsconfig.nodenext.json': {
    compilerOptions: { ...STRICTEST, module: 'NodeNext', moduleResolution: 'NodeNext', rootDir: 'src', outDir: 'out' },
    include: ['src'],
  },
  'tsconfig.bundler.json': {
    compilerOptions: { ...STRICTEST, module: 'ESNext', moduleResolution: 'Bundler', noEmit: true },
    files: ['src/flows.ts'],
  },
};

let server: TestServer;
let scratch: string;
let tarball: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-sdk-consumer-'));
  const packing = run('npm', ['pack', '--pack-destination', scratch], { cwd: SDK_DIR });

  server = await startTestServer();
  const company = await createCompanyWithKey(server);
  const testKey = await createKey(server, company.companyId, { mode: 'test' });
  const product = await server.request('POST', '/operator/v1/products', {
    token: server.operatorToken,
    body: {
      name: 'ThinkPad X1 Carbon',
      brand: 'Lenovo',
      model: 'X1 Carbon Gen 12',
      product_type: 'Laptop',
      configurations: [{ ram: '32 GB', price_estimate: 1899 }],
    },
  });
  expect(product.status, product.text).toBe(201);
  env = {
    ...process.env,
    LOADOUT_API_URL: server.url,
    LOADOUT_API_KEY: testKey.key,
    PRODUCT_ID: product.body.data.id,
    CONFIGURATION_ID: product.body.data.configurations[0].id,
  };

  await packing;
  tarball = path.join(scratch, `loadout-sdk-${manifest.version}.tgz`);
  fs.writeFileSync(
    path.join(scratch, 'package.json'),
    JSON.stringify({ name: 'sdk-consumer', private: true, type: 'module' }),
  );
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], { cwd: scratch });
  fs.cpSync(CONSUMER_SOURCES, path.join(scratch, 'src'), { recursive: true });
  for (const [name, config] of Object.entries(TSCONFIGS)) {
    fs.writeFileSync(path.join(scratch, name), JSON.stringify(config, null, 2));
  }
}, 120_000);
afterAll(async () => {
  await server?.close();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('the packed @loadout/sdk in a project outside the repository', () => {
  it('is the built package alone: no dependencies, ESM and CommonJS with their declarations', async () => {
    expect(path.relative(REPO, scratch).startsWith('..')).toBe(true);
    const installed = path.join(scratch, 'node_modules/@loadout/sdk');
    expect(fs.lstatSync(installed).isSymbolicLink()).toBe(false);
    const installedManifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8'));
    expect(installedManifest).toMatchObject({ name: '@loadout/sdk', version: manifest.version });
    expect(installedManifest.dependencies ?? {}).toEqual({});
    for (const file of ['README.md', 'CHANGELOG.md', 'dist/esm/index.js', 'dist/esm/index.d.ts', 'dist/cjs/index.js']) {
      expect(fs.existsSync(path.join(installed, file)), file).toBe(true);
    }
    expect(fs.existsSync(path.join(installed, 'src'))).toBe(false);
    expect(fs.readdirSync(path.join(scratch, 'node_modules'))).toEqual(['.package-lock.json', '@loadout']);
  });

  it('compiles a strict program with NodeNext and with Bundler resolution', async () => {
    await Promise.all(
      Object.keys(TSCONFIGS).map((name) =>
        run(process.execPath, [TSC, '-p', name], { cwd: scratch }).catch((error: { stdout?: string }) => {
          throw new Error(`tsc -p ${name} failed:\n${error.stdout ?? String(error)}`);
        }),
      ),
    );
    expect(fs.existsSync(path.join(scratch, 'out/flows.js'))).toBe(true);
    expect(fs.existsSync(path.join(scratch, 'out/require-check.cjs'))).toBe(true);
  });

  it('runs Flow A and Flow B of the spec against the API', async () => {
    const { stdout } = await run(process.execPath, ['out/flows.js'], { cwd: scratch, env });
    expect(JSON.parse(stdout)).toMatchObject({
      version: manifest.version,
      mode: 'test',
      a: {
        prices: [1899, 279],
        approved: 'Approved',
        status: 'Delivered',
        brandAndModel: 'Jabra Evolve2 65',
        requestId: expect.stringMatching(/^req_/),
        rateLimited: true,
      },
      b: { stored: 'Completed', cancelled: 'Cancelled', completed: 2, assignedTo: 'Grace Hopper' },
      missing: 'NOT_FOUND 404',
    });
  });

  it('works through require() from CommonJS', async () => {
    const { stdout } = await run(process.execPath, ['out/require-check.cjs'], { cwd: scratch, env });
    expect(JSON.parse(stdout)).toEqual({
      version: manifest.version,
      mode: 'test',
      requestId: expect.stringMatching(/^req_/),
      isTypedError: true,
    });
  });
});
