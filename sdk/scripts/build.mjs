// `npm run build -w @loadout/sdk` (and `npm pack`, through `prepack`): bundles src/ into one ES module and one CommonJS
// file with esbuild, and cli/ into the `loadout` command; emits the declarations with TypeScript, once per module
// format so that each is typed as what it is (dist/cjs has a package.json saying `commonjs`). Both tools are the
// repository's own.
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
// The `loadout` command (cli/, Node only): one ES module with the library inside it.
buildSync({
  entryPoints: [path.join(root, 'cli/bin.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outfile: path.join(dist, 'cli/loadout.js'),
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
});
fs.chmodSync(path.join(dist, 'cli/loadout.js'), 0o755);

const tsc = require.resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
// The sources import './client' as the rest of the repository does (Next.js's bundler does not map './client.js' to
// client.ts); Node's resolution of the declarations (NodeNext) needs the file's name, so it is added here. The same
// declarations serve the CommonJS build: under dist/cjs they are read as CommonJS.
const RELATIVE_SPECIFIER = /((?:from|import\()\s*)(['"])(\.\.?(?:\/[^'"]*)?)\2/g;
const withFileName = (specifier) =>
  specifier.endsWith('.js') ? specifier : /(^|\/)\.\.?$/.test(specifier) ? `${specifier}/index.js` : `${specifier}.js`;
for (const file of fs.readdirSync(path.join(dist, 'esm'), { recursive: true }).map(String)) {
  if (!file.endsWith('.d.ts')) continue;
  const source = path.join(dist, 'esm', file);
  const declarations = fs
    .readFileSync(source, 'utf8')
    .replace(
      RELATIVE_SPECIFIER,
      (_match, keyword, quote, specifier) => `${keyword}${quote}${withFileName(specifier)}${quote}`,
    );
  fs.writeFileSync(source, declarations);
  fs.mkdirSync(path.dirname(path.join(dist, 'cjs', file)), { recursive: true });
  fs.writeFileSync(path.join(dist, 'cjs', file), declarations);
}
