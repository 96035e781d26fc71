import fs from 'node:fs';

// The documentation's CSS, script and guides are files beside this module. `npm run api` runs the server as one
// bundle (server/run.mjs), which copies them beside the bundle, so the same relative path holds in both cases.
export function docsFileUrl(relativePath: string): URL {
  return new URL(relativePath, import.meta.url);
}

export function readDocsFile(relativePath: string): string {
  return fs.readFileSync(docsFileUrl(relativePath), 'utf8');
}
