// `npm run api` / `npm run worker`: compiles the TypeScript entry point (and the code it imports, not its packages)
// into one JavaScript file with esbuild, then runs it in this very process. Unlike running through tsx, no
// TypeScript loader thread stays resident: the API uses about 40 MB less memory (see the memory benchmark).
//
//   node server/run.mjs server/main.ts
import { build, stop } from 'esbuild';
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
// migrations (server/db/migrate.ts), the embedded database's process (server/db/pglite-process.ts), the recorded
// OpenAPI examples (server/http/openapi-examples.ts) and the documentation's CSS, browser script and guides
// (server/docs/assets.ts).
const outdir = path.join(root, 'dist', path.relative(root, path.resolve(entry)).replace(/\.ts$/, ''));
copyInto(path.join(root, 'server/db/migrations'), path.join(outdir, 'migrations'));
copyInto(path.join(root, 'server/db/pglite-host.mjs'), path.join(outdir, 'pglite-host.mjs'));
copyInto(path.join(root, 'server/http/openapi-examples.json'), path.join(outdir, 'openapi-examples.json'));
copyInto(path.join(root, 'server/docs/guides'), path.join(outdir, 'guides'));
for (const file of fs.readdirSync(path.join(root, 'server/docs')).filter((name) => /\.(css|js)$/.test(name))) {
  copyInto(path.join(root, 'server/docs', file), path.join(outdir, file));
}
const outfile = path.join(outdir, 'index.mjs');
// The dashboard's server bundles the BFF's route modules (server/dashboard/api-routes.ts). Their `import 'server-only'`
// fails outside a server bundle: resolved as under the react-server condition, to its empty module. And `next/server`
// and its siblings are CommonJS files without an exports map, which an ES module names with their extension.
const dashboardImports = {
  name: 'dashboard-imports',
  setup(build) {
    build.onResolve({ filter: /^server-only$/ }, () => ({
      path: path.join(root, 'node_modules/server-only/empty.js'),
    }));
    build.onResolve({ filter: /^next\/[a-z-]+$/ }, ({ path: subpath }) => ({ path: `${subpath}.js`, external: true }));
  },
};
// Code splitting: a module the entry point imports dynamically is a file of its own, and so are the packages it
// imports, loaded only when it is. The dashboard's server sets NODE_ENV and starts Next.js before it imports the
// BFF's routes, whose packages (next/server among them) must not load earlier (one bundle would import them first).
const { outputFiles } = await build({
  entryPoints: [path.resolve(entry)],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  splitting: true,
  outdir,
  entryNames: 'index',
  chunkNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  write: false,
  logLevel: 'warning',
  absWorkingDir: root,
  plugins: [dashboardImports],
});
// esbuild's service process would otherwise stay beside the API for its whole life (about 50 MB resident).
await stop();
// Each file written under a temporary name and renamed, the entry point last, so that a process starting meanwhile
// never imports half a file. A chunk's name carries its content's hash; older ones stay for a process still running.
for (const file of [...outputFiles].sort((a, b) => Number(a.path === outfile) - Number(b.path === outfile))) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, file.contents);
  fs.renameSync(temporary, file.path);
}
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
