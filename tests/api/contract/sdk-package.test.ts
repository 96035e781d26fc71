import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, createKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// @loadout/sdk as an integrator gets it: built and packed (`npm pack`), installed from the tarball into a scratch
// project outside the repository (offline: the package has no dependencies), compiled with the repository's
// TypeScript under the strictest settings, once for Node's own resolution and once for bundlers, and run against a
// real API: Flow A and Flow B from ES modules, and a call through require() from CommonJS; and its `loadout` command,
// as `npx @loadout/sdk` runs it, forwarding a triggered sandbox event to a local receiver.

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
let liveKey: string;

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-sdk-consumer-'));
  const packing = run('npm', ['pack', '--pack-destination', scratch], { cwd: SDK_DIR });

  server = await startTestServer();
  const company = await createCompanyWithKey(server);
  const testKey = await createKey(server, company.companyId, { mode: 'test' });
  liveKey = company.key;
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
    expect(fs.readdirSync(path.join(scratch, 'node_modules'))).toEqual(['.bin', '.package-lock.json', '@loadout']);
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

/** A local server receiving what `loadout listen` forwards: each request's headers and raw body. */
async function startReceiver() {
  const arrivals: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      arrivals.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  return { url, arrivals, close: () => new Promise((resolve) => receiver.close(resolve)) };
}

describe('the loadout command (npx @loadout/sdk)', () => {
  const bin = () => path.join(scratch, 'node_modules/.bin/loadout');
  const cliEnv = () => {
    const { LOADOUT_API_KEY: _key, ...rest } = env;
    return { ...rest, LOADOUT_BASE_URL: server.url, LOADOUT_CONFIG_DIR: path.join(scratch, 'config') };
  };
  const loadout = (...args: string[]) =>
    run(bin(), args, { env: cliEnv() }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('keeps a test key, and refuses to keep a live one', async () => {
    const refused = await loadout('login', '--api-key', liveKey);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('test keys only');

    const login = await loadout('login', '--api-key', env.LOADOUT_API_KEY!);
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout).toContain(`Logged in to ${server.url}`);
    const file = path.join(scratch, 'config/config.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ api_key: env.LOADOUT_API_KEY });

    expect((await loadout('--version')).stdout.trim()).toBe(manifest.version);
    const unknown = await loadout('trigger', 'quote.nonsense');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('quote.pending');
    const live = await loadout('trigger', 'quote.pending', '--api-key', liveKey);
    expect(live.code).toBe(2);
    expect(live.stderr).toContain('sandbox only');
  });

  it('listen forwards a triggered sandbox event, signed as a webhook endpoint receives it (standardwebhooks verifies it)', async () => {
    const receiver = await startReceiver();
    const listen = spawn(bin(), ['listen', '--forward-to', receiver.url, '--events', 'quote.*'], { env: cliEnv() });
    try {
      const lines: string[] = [];
      createInterface({ input: listen.stdout }).on('line', (line) => lines.push(line));
      let stderr = '';
      listen.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      await expect.poll(() => lines.join('\n'), { timeout: 10_000 }).toMatch(/signing secret is whsec_/);
      const secret = /signing secret is (whsec_\S+)/.exec(lines.join('\n'))![1]!;

      const triggered = await loadout('trigger', 'quote.pending');
      expect(triggered.code, triggered.stderr).toBe(0);
      const number = /Made quote (Q-\S+):/.exec(triggered.stdout)?.[1];
      expect(number, triggered.stdout).toBeDefined();

      await expect
        .poll(() => receiver.arrivals.map((arrival) => JSON.parse(arrival.body).type), { timeout: 10_000 })
        .toEqual(['quote.created', 'quote.pending']);
      const webhook = new Webhook(secret);
      for (const arrival of receiver.arrivals) {
        const event = webhook.verify(arrival.body, arrival.headers as Record<string, string>) as {
          id: string;
          type: string;
          livemode: boolean;
          data: { number: string };
        };
        expect(event).toMatchObject({ livemode: false, data: { number } });
        expect(arrival.headers['webhook-id']).toBe(event.id);
        expect(arrival.headers['x-loadout-event']).toBe(event.type);
      }
      // The same event, as GET /events and the webhook endpoints have it.
      const listed = await loadout('events', 'list', '--type', 'quote.pending', '--json');
      expect(JSON.parse(listed.stdout)[0]).toEqual(JSON.parse(receiver.arrivals[1]!.body));
      await expect.poll(() => lines.join('\n')).toMatch(/<-- \[204\] POST .*\/hooks/);
      expect(lines.join('\n')).toContain('--> quote.pending');
      expect(stderr).toBe('');
    } finally {
      listen.kill('SIGINT');
      await new Promise((resolve) => listen.once('exit', resolve));
      await receiver.close();
    }
    expect(listen.exitCode).toBe(0);
  });
});
