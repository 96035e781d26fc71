// `npm run api` / `npm run worker`: compiles the TypeScript entry point (and the code it imports, not its packages)
// into one JavaScript file with esbuild, then runs it in this very process. Unlike running through tsx, no
// TypeScript loader thread stays resident: the API uses about 40 MB less memory (see the memory benchmark).
//
//   node server/run.mjs server/main.ts
import { buildSync } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2];
if (!entry || !entry.endsWith('.ts')) {
  console.error('usage: node server/run.mjs <entry point>.ts');
  process.exit(2);
}

// dist/<entry without .ts>/index.mjs, with the files the code reads beside it at the same relative paths: the SQL
// migrations (server/db/migrate.ts), the recorded OpenAPI examples (server/http/openapi-examples.ts) and the
// documentation's CSS, browser script and guides (server/docs/assets.ts).
const outdir = path.join(root, 'dist', path.relative(root, path.resolve(entry)).replace(/\.ts$/, ''));
copyInto(path.join(root, 'server/db/migrations'), path.join(outdir, 'migrations'));
copyInto(path.join(root, 'server/http/openapi-examples.json'), path.join(outdir, 'openapi-examples.json'));
copyInto(path.join(root, 'server/docs/guides'), path.join(outdir, 'guides'));
for (const file of fs.readdirSync(path.join(root, 'server/docs')).filter((name) => /\.(css|js)$/.test(name))) {
  copyInto(path.join(root, 'server/docs', file), path.join(outdir, file));
}
const outfile = path.join(outdir, 'index.mjs');
// Written under a temporary name and renamed, so that a process starting meanwhile never imports half a file.
const temporary = `${outfile}.${process.pid}.tmp`;
buildSync({
  entryPoints: [path.resolve(entry)],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile: temporary,
  logLevel: 'warning',
  absWorkingDir: root,
});
fs.renameSync(temporary, outfile);
// Grow the heap by 50% (not V8's default of up to 4x) after each full collection: under steady load the API then
// stays well below 200 MB resident instead of keeping ~60 MB of collected garbage committed (memory benchmark).
v8.setFlagsFromString('--heap-growing-percent=50');
await import(pathToFileURL(outfile).href);

/**
 * Copies a file or a directory tree, each file under a temporary name renamed into place. Several processes start
 * from the same entry point at once (tests, `npm start`), and fs.cpSync's unlink-then-copy makes one of them fail
 * with ENOENT when another removed the file first; a rename replaces the file in one step.
 */
function copyInto(source, target) {
  if (fs.statSync(source).isDirectory()) {
    fs.mkdirSync(target, { recursive: true });
    for (const name of fs.readdirSync(source)) copyInto(path.join(source, name), path.join(target, name));
    return;
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  fs.copyFileSync(source, temporary);
  fs.renameSync(temporary, target);
}
