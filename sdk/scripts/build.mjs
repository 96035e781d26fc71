// `npm run build -w @loadout/sdk` (and `npm pack`, through `prepack`): bundles src/ into one ES module and one CommonJS
// file with esbuild, and emits the declarations with TypeScript, once per module format so that each is typed as
// what it is (dist/cjs has a package.json saying `commonjs`). Both tools are the repository's own.
import { buildSync } from 'esbuild';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const require = createRequire(import.meta.url);

fs.rmSync(dist, { recursive: true, force: true });
for (const format of ['esm', 'cjs']) {
  buildSync({
    entryPoints: [path.join(root, 'src/index.ts')],
    bundle: true,
    format,
    platform: 'neutral',
    target: 'es2022',
    outfile: path.join(dist, format, 'index.js'),
    logLevel: 'warning',
  });
}
fs.writeFileSync(path.join(dist, 'cjs/package.json'), '{ "type": "commonjs" }\n');

const tsc = require.resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
// The same declarations serve the CommonJS build: under dist/cjs they are read as CommonJS.
for (const file of fs.readdirSync(path.join(dist, 'esm'), { recursive: true })) {
  if (!String(file).endsWith('.d.ts')) continue;
  const target = path.join(dist, 'cjs', String(file));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(path.join(dist, 'esm', String(file)), target);
}
