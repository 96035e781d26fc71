import fs from 'node:fs';

// The reference page's CSS and guides are files beside this module. `npm run api` runs the server as one bundle
// (server/run.mjs), which copies them beside the bundle, so the same relative path holds in both cases.
export function readDocsFile(relativePath: string): string {
  return fs.readFileSync(new URL(relativePath, import.meta.url), 'utf8');
}
